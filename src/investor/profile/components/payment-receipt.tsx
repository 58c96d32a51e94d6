import { formatGBP } from '@/lib/format'
import { Card, StatusBadge } from '@/ui'
import type { Payment } from '../api/profile-requests'
import { StyledFacts, StyledLead } from './profile-styles'

const STATUS: Record<Payment['status'], string> = {
  requires_payment_method: 'Awaiting card details',
  succeeded: 'Paid',
  canceled: 'Cancelled',
}

/** What the host recorded for a payment the investor just started. */
export function PaymentReceipt({ payment }: { payment: Payment }) {
  return (
    <Card title="Payment started" level={3}>
      <StyledLead>
        We have recorded your payment. It is complete once your card payment is confirmed; we will
        email you a receipt.
      </StyledLead>
      <StyledFacts>
        <dt>For</dt>
        <dd>{payment.description}</dd>
        <dt>Amount</dt>
        <dd>{formatGBP(payment.amount, { pence: 'always' })}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge tone={payment.status === 'succeeded' ? 'success' : 'warning'}>
            {STATUS[payment.status]}
          </StatusBadge>
        </dd>
        <dt>Payment reference</dt>
        <dd>{payment.id}</dd>
      </StyledFacts>
    </Card>
  )
}
