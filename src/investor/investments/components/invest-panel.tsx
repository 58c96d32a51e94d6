import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { useFlags } from '@/lib/flags'
import { formatDate, formatGBP } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { Card } from '@/ui'
import { useInvestEligibility } from '@/investor/appropriateness'
import { offerIsOpen, openOfferQuery } from '@/investor/pre-emption-offers'
import { investmentsInOpportunityQuery } from '../api/my-investments'
import { FactList } from './fact-list'
import { InvestCallToAction } from './invest-call-to-action'
import { RaisedProgress } from './raised-progress'
import { isInvested, notYetInvested, sumMoney } from '@/lib/investments'

type Opportunity = RecordOf<'investment-opportunities'>

/**
 * The aside: where the raise stands, and the call to invest for this investor; in staff's
 * preview, a note in its place (no investor to check, nothing to reserve).
 */
export function InvestPanel({
  opportunity: o,
  preview,
}: {
  opportunity: Opportunity
  preview?: boolean
}) {
  if (preview)
    return (
      <PanelFrame opportunity={o}>
        <StyledNote>Investors invest from here. Investing is turned off in the preview.</StyledNote>
      </PanelFrame>
    )
  return <LiveInvestPanel opportunity={o} />
}

function LiveInvestPanel({ opportunity: o }: { opportunity: Opportunity }) {
  const navigate = useNavigate()
  const eligibility = useInvestEligibility()
  const mine = useQuery(investmentsInOpportunityQuery(o.id))
  // Paid money is invested; reservations and cash calls awaiting payment are not (yet).
  const rows = mine.data?.data ?? []
  const invested = sumMoney(rows.filter(isInvested).map((i) => i.amount))
  const pending = notYetInvested(rows)
  // A holder's follow-on offer is their way in once the round has completed; asked beside
  // their investments rather than after them (an investor without a holding has none).
  const offer = useQuery(openOfferQuery(o.id))
  return (
    <PanelFrame opportunity={o}>
      <InvestCallToAction
        opportunity={o}
        eligibility={eligibility}
        investedAmount={invested}
        pendingAmount={sumMoney([pending.reserved, pending.awaitingPayment])}
        offer={offer.data && offerIsOpen(offer.data) ? offer.data : null}
        onNavigate={(href) => navigate(href)}
      />
    </PanelFrame>
  )
}

function PanelFrame({
  opportunity: o,
  children,
}: {
  opportunity: Opportunity
  children: ReactNode
}) {
  const { riskWarning } = useFlags()
  return (
    <StyledSticky $banner={riskWarning}>
      <Card title="Invest">
        <RaisedProgress opportunity={o} />
        <FactList
          single
          facts={[
            {
              label: 'Minimum investment',
              value: o.minimum_investment != null ? formatGBP(o.minimum_investment) : 'None',
            },
            { label: 'Closes', value: o.close_date ? formatDate(o.close_date) : 'To be confirmed' },
          ]}
        />
        {children}
      </Card>
    </StyledSticky>
  )
}

/**
 * Stays in view beside the long main column from lg up (where PageColumns has two columns),
 * below the shell's sticky header (72px on desktop) and risk banner. The shell may set
 * --investor-sticky-top to say exactly where its sticky area ends.
 */
const StyledSticky = styled.div<{ $banner: boolean }>`
  ${({ theme }) => theme.media.up('lg')} {
    position: sticky;
    top: var(
      --investor-sticky-top,
      calc(
        72px + ${({ $banner, theme }) => ($banner ? theme.layout.riskBannerHeight : '0px')} +
          ${({ theme }) => theme.space.lg}
      )
    );
  }
`

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
