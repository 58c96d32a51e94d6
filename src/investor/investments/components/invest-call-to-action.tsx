import styled from 'styled-components'
import { formatGBP } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { AlertIcon, LinkButton, LoadingState, Row, Stack } from '@/ui'
import type { Eligibility } from '@/investor/appropriateness'
import { StackList } from '@/investor/kit'
import {
  answerOf,
  offerHeadline,
  offerPath,
  type PreEmptionOffer,
} from '@/investor/pre-emption-offers'
import { isOpenForInvestment, statusLabel } from '../model/opportunity-status'
import { investorTypePath } from '../model/paths'

export interface InvestCallToActionProps {
  opportunity: RecordOf<'investment-opportunities'>
  /** What stands between the investor and investing (useInvestEligibility). */
  eligibility: Eligibility
  /** The investor's money invested (paid) in this opportunity; 0 for none. */
  investedAmount: number
  /** Reserved or called for and not yet paid: shown apart, never as invested. */
  pendingAmount?: number
  /** The holder's open pre-emption offer on it, if any (answered in the invest flow). */
  offer?: PreEmptionOffer | null
  onNavigate: (href: string) => void
}

/**
 * The call to invest. Closed opportunities offer nothing to do; otherwise each thing still in
 * the way is shown with the place to resolve it, or, when nothing is, "Invest now".
 */
export function InvestCallToAction({
  opportunity,
  eligibility,
  investedAmount,
  pendingAmount = 0,
  offer = null,
  onNavigate,
}: InvestCallToActionProps) {
  const open = isOpenForInvestment(opportunity.status)
  return (
    <StyledCta $gap="sm">
      {investedAmount > 0 ? (
        <StyledInvested>You have invested {formatGBP(investedAmount)}</StyledInvested>
      ) : null}
      {pendingAmount > 0 ? (
        <StyledInvested>You have reserved {formatGBP(pendingAmount)}, not yet paid</StyledInvested>
      ) : null}
      {!open && offer ? (
        <>
          <StyledOffer>
            {offerHeadline(offer)}. You may take up {formatGBP(offer.entitlement_amount)} of the new
            round to keep your share.
          </StyledOffer>
          <LinkButton href={offerPath(opportunity.slug)} onNavigate={onNavigate}>
            {answerOf(offer) ? 'Review your pre-emption answer' : 'Answer the pre-emption offer'}
          </LinkButton>
        </>
      ) : !open ? (
        <StyledNote>
          This opportunity is {statusLabel(opportunity.status).toLowerCase()} and no longer takes
          new investment.
        </StyledNote>
      ) : eligibility.status === 'loading' ? (
        <LoadingState label="Checking whether you can invest…" />
      ) : eligibility.status === 'blocked' ? (
        <StyledBlocked $gap="sm">
          <StyledBlockedTitle as="h3" $nowrap $gap="xs">
            <AlertIcon />
            Before you can invest
          </StyledBlockedTitle>
          <StyledBlocks as="ul" $gap="sm">
            {eligibility.blocks.map((block) => (
              <li key={block.kind}>
                <p>{block.message}</p>
                {block.action ? (
                  <LinkButton href={block.action.to} variant="secondary" onNavigate={onNavigate}>
                    {block.action.label}
                  </LinkButton>
                ) : null}
              </li>
            ))}
          </StyledBlocks>
        </StyledBlocked>
      ) : (
        <LinkButton href={investorTypePath(opportunity.slug)} onNavigate={onNavigate}>
          {investedAmount + pendingAmount > 0 ? 'Invest again' : 'Invest now'}
        </LinkButton>
      )}
    </StyledCta>
  )
}

const StyledCta = styled(Stack)`
  > a {
    width: 100%;
  }
`

const StyledInvested = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.successSurface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`

const StyledOffer = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.primarySubtle};
`

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledBlocked = styled(Stack)`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.warningSurface};
`

const StyledBlockedTitle = styled(Row)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const StyledBlocks = styled(StackList)`
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
