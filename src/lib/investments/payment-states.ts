import type { TermKey } from '@/lib/terminology'

/** An investment's payment state (openapi Investment.payment_state). */
export type PaymentState = 'reserve' | 'reserved' | 'cash_call_awaiting' | 'cash_call_received'

export type PaymentTone = 'info' | 'warning' | 'success'

export interface PaymentStateLabel {
  label: string
  tone: PaymentTone
}

/**
 * SPEC §4's payment labels, one per payment state, as openapi/resources/investments.yaml maps
 * them; "Awaiting Payment" is a tenant term (SPEC §9). The investor portal's payment tabs and the
 * admin transactions tabs both read them from here, so the two never drift apart.
 */
export function paymentStateLabel(
  state: PaymentState,
  t: (key: TermKey) => string,
): PaymentStateLabel {
  switch (state) {
    case 'reserve':
      return { label: 'Reserve An Allocation', tone: 'info' }
    case 'reserved':
      return { label: 'My Reserved Allocations', tone: 'info' }
    case 'cash_call_awaiting':
      return { label: `Cash Call - ${t('awaiting_payment')}`, tone: 'warning' }
    case 'cash_call_received':
      return { label: 'Cash Call - Payment Received', tone: 'success' }
  }
}

export const PAYMENT_STATES: readonly PaymentState[] = [
  'reserve',
  'reserved',
  'cash_call_awaiting',
  'cash_call_received',
]
