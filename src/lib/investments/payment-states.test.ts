import { describe, expect, it } from 'vitest'
import { term, type TermKey } from '@/lib/terminology'
import { PAYMENT_STATES, paymentStateLabel } from './payment-states'

describe('paymentStateLabel', () => {
  it("gives SPEC §4's labels, with the tenant's word for awaiting payment", () => {
    const t = (key: TermKey) => term(key)
    expect(PAYMENT_STATES.map((s) => paymentStateLabel(s, t).label)).toEqual([
      'Reserve An Allocation',
      'My Reserved Allocations',
      'Cash Call - Awaiting Payment',
      'Cash Call - Payment Received',
    ])
    const custom = (key: TermKey) => (key === 'awaiting_payment' ? 'Funds Due' : t(key))
    expect(paymentStateLabel('cash_call_awaiting', custom).label).toBe('Cash Call - Funds Due')
  })
})
