import { paymentStateLabel, type PaymentState } from '@/lib/investments'
import type { TermKey } from '@/lib/terminology'

/** The investment's payment states (openapi Investment.payment_state) the tabs list. */
export type ListedPaymentState = PaymentState

export type PaymentTabId = 'reserve' | 'reserved' | 'awaiting' | 'received'

export interface PaymentTab {
  id: PaymentTabId
  /** SPEC §4's payment label, in the tenant's words. */
  label: string
  /** null: the tab lists the opportunities to invest in, not investments. */
  paymentStates: readonly ListedPaymentState[] | null
  emptyTitle: string
  emptyDescription: string
}

/** The tab is kept in the URL (`?tab=reserved`); none means the first. */
export const TAB_PARAM = 'tab'

/** SPEC §4 payment labels (lib/investments); "Awaiting Payment" is a tenant term (SPEC §9). */
export function paymentTabs(t: (key: TermKey) => string): PaymentTab[] {
  const label = (state: PaymentState) => paymentStateLabel(state, t).label
  return [
    {
      id: 'reserve',
      label: label('reserve'),
      paymentStates: null,
      emptyTitle: 'No opportunities found',
      emptyDescription: 'There are no opportunities open to you right now.',
    },
    {
      id: 'reserved',
      label: label('reserved'),
      // An allocation still being reserved ('reserve') is the investor's reservation too.
      paymentStates: ['reserve', 'reserved'],
      emptyTitle: 'No reserved allocations',
      emptyDescription:
        'When you reserve an allocation in an opportunity it is listed here until a cash call asks for payment.',
    },
    {
      id: 'awaiting',
      label: label('cash_call_awaiting'),
      paymentStates: ['cash_call_awaiting'],
      emptyTitle: 'No cash calls awaiting payment',
      emptyDescription: 'Nothing is due. Cash calls for your reserved allocations appear here.',
    },
    {
      id: 'received',
      label: label('cash_call_received'),
      paymentStates: ['cash_call_received'],
      emptyTitle: 'No payments received yet',
      emptyDescription: 'Allocations you have paid for appear here once the payment is received.',
    },
  ]
}

export function readPaymentTab(searchParams: URLSearchParams): PaymentTabId {
  const value = searchParams.get(TAB_PARAM)
  return value === 'reserved' || value === 'awaiting' || value === 'received' ? value : 'reserve'
}

/** The page's URL for a tab; other list parameters belong to the tab left behind. */
export const tabHref = (base: string, id: PaymentTabId) =>
  id === 'reserve' ? base : `${base}?${TAB_PARAM}=${id}`
