import type { RecordOf } from '@/lib/resources'
import type { TermKey } from '@/lib/terminology'
import { paymentStateLabel } from './payment-states'

type Investment = RecordOf<'investments'>
type Term = (key: TermKey) => string

/** A status badge's tone (src/ui's StatusTone). */
export type InvestmentTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral'

export interface StatusLabel {
  label: string
  tone: InvestmentTone
}

/** An investment's status (openapi Investment.status) in words, with its badge's tone. */
export function investmentStatus(status: Investment['status'], t: Term): StatusLabel {
  switch (status) {
    case 'reserved':
      return { label: 'Reserved', tone: 'info' }
    case 'awaiting_payment':
      return { label: t('awaiting_payment'), tone: 'warning' }
    case 'paid':
      return { label: 'Paid', tone: 'success' }
    case 'completed':
      return { label: 'Completed', tone: 'success' }
    case 'cancelled':
      return { label: 'Cancelled', tone: 'neutral' }
  }
}

/**
 * Where a reservation stands in SPEC §4's payment journey (openapi Investment.payment_state):
 * requested, reserved, called for payment, paid.
 */
export function paymentState(state: Investment['payment_state'], t: Term): StatusLabel {
  // One reservation's words; called for payment or paid, it reads as its payment tab does.
  if (state === 'reserve') return { label: 'Allocation requested', tone: 'info' }
  if (state === 'reserved') return { label: 'Reserved allocation', tone: 'info' }
  return paymentStateLabel(state, t)
}

/** Still to be paid for: a reservation or a cash call not yet settled. */
export const isOutstanding = (i: Pick<Investment, 'status'>) =>
  i.status === 'reserved' || i.status === 'awaiting_payment'

const RANK: Record<Investment['status'], number> = {
  awaiting_payment: 0,
  reserved: 1,
  paid: 2,
  completed: 3,
  cancelled: 4,
}

/** A holding's status: the one that most needs the investor's attention among its investments. */
export function holdingStatus(investments: readonly Investment[], t: Term): StatusLabel {
  const first = [...investments].sort((a, b) => RANK[a.status] - RANK[b.status])[0]
  return investmentStatus(first?.status ?? 'completed', t)
}

const VIA: Record<Investment['investor_type'], string | null> = {
  individual: null,
  organisation: 'organisation',
  pension: 'pension',
  investment_method: 'investment method',
}

/** "Investment", "Follow-on", "Investment via pension". */
export function transactionType(i: Pick<Investment, 'is_subsequent' | 'investor_type'>): string {
  const kind = i.is_subsequent ? 'Follow-on' : 'Investment'
  const via = VIA[i.investor_type]
  return via ? `${kind} via ${via}` : kind
}
