import { Fragment } from 'react'
import { useFlags } from '@/lib/flags'
import { useTerm } from '@/lib/terminology'
import { Card } from '@/ui'
import type { Opportunity } from '../model/invest-form'
import { paymentDetails } from '../model/payment-details'
import { StyledFacts, StyledLead } from './invest-styles'

export interface PaymentDetailsCardProps {
  opportunity: Opportunity
  /** The reservation's reference once it exists. */
  reference: string | null
  title?: string
}

/** How to pay: the tenant's transfer message and the bank details its flags allow. */
export function PaymentDetailsCard({
  opportunity,
  reference,
  title = 'Payment details',
}: PaymentDetailsCardProps) {
  const t = useTerm()
  const flags = useFlags()
  const { lines, bankDetailsToFollow } = paymentDetails(opportunity, flags, reference)
  return (
    <Card title={title}>
      <StyledLead>{t('transfer_message')}</StyledLead>
      {lines.length > 0 ? (
        <StyledFacts aria-label="Bank transfer details">
          {lines.map((line) => (
            <Fragment key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </Fragment>
          ))}
        </StyledFacts>
      ) : null}
      {bankDetailsToFollow ? (
        <StyledLead>
          We will send you the bank details for this investment with your confirmation.
        </StyledLead>
      ) : null}
    </Card>
  )
}
