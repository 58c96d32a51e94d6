import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { useFlags } from '@/lib/flags'
import { formatGBP } from '@/lib/format'
import { recordQuery } from '@/lib/resources'
import { useTerm } from '@/lib/terminology'
import { Card, LinkButton, PendingStates, Stack } from '@/ui'
import type { Opportunity } from '../model/invest-form'
import { PaymentDetailsCard } from './payment-details-card'
import { StyledActions, StyledFacts, StyledLead } from './invest-styles'

/** Agreed with the opportunities list: its "My Reserved Allocations" tab. */
export const RESERVED_ALLOCATIONS_PATH = '/investor/investments?tab=reserved'
export const PORTFOLIO_PATH = '/investor/portfolio'

export interface InvestSuccessProps {
  opportunity: Opportunity
  investmentId: number
}

/** The reserved allocation: amount, reference, how to pay and what happens next. */
export function InvestSuccess({ opportunity, investmentId }: InvestSuccessProps) {
  const investment = useQuery(recordQuery('investments', investmentId))
  const { hidePaymentReference, hideBankDetails } = useFlags()
  const t = useTerm()
  if (investment.isPending || investment.isError)
    return (
      <PendingStates
        query={investment}
        loading="Loading your allocation…"
        errorMessage="Your allocation is reserved, but we could not load its details."
      />
    )
  const { amount, payment_reference: reference } = investment.data
  return (
    <>
      <Card title="Your reservation">
        <StyledFacts>
          <dt>Opportunity</dt>
          <dd>{opportunity.name}</dd>
          <dt>Amount</dt>
          <dd>{formatGBP(amount)}</dd>
          {hidePaymentReference ? null : (
            <>
              <dt>Payment reference</dt>
              <dd>{reference}</dd>
            </>
          )}
          <dt>Status</dt>
          <dd>Reserved</dd>
        </StyledFacts>
      </Card>
      <Card title="What happens next">
        <StyledSteps as="ol" $gap="sm">
          <li>{t('transfer_message')}</li>
          <li>
            When you pay, transfer {formatGBP(amount)}{' '}
            {hideBankDetails ? 'as your confirmation explains' : 'to the account below'}
            {hidePaymentReference ? '' : `, quoting your payment reference ${reference}`}. We will
            let you know when we have received it.
          </li>
          <li>
            You can follow your allocation in your {t('portfolio').toLowerCase()} at any time.
          </li>
        </StyledSteps>
      </Card>
      <PaymentDetailsCard opportunity={opportunity} reference={reference} title="How to pay" />
      <SuccessLinks />
    </>
  )
}

/** A holder who declined their pre-emption entitlement: the answer is recorded. */
export function DeclinedSuccess({ opportunity }: { opportunity: Opportunity }) {
  return (
    <>
      <Card title="Your pre-emption choice">
        <StyledLead>
          You have told us that you will not take up your entitlement in {opportunity.name}. You can
          change your mind until the round closes.
        </StyledLead>
      </Card>
      <SuccessLinks />
    </>
  )
}

function SuccessLinks() {
  const navigate = useNavigate()
  return (
    <StyledActions $gap="sm">
      <LinkButton href={PORTFOLIO_PATH} onNavigate={navigate}>
        View in portfolio
      </LinkButton>
      <LinkButton href={RESERVED_ALLOCATIONS_PATH} onNavigate={navigate} variant="secondary">
        My Reserved Allocations
      </LinkButton>
    </StyledActions>
  )
}

const StyledSteps = styled(Stack)`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`
