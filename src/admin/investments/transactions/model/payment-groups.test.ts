import { describe, expect, it } from 'vitest'
import type { Transaction } from '@/admin/tabs/transactions'
import { groupLabels, groupOf, mayCall, mayMarkPaid, totalsOf } from './payment-groups'

const row = (over: Partial<Transaction>): Transaction =>
  ({
    id: 1,
    amount: 1000,
    status: 'reserved',
    payment_state: 'reserved',
    ...over,
  }) as Transaction

describe('payment groups', () => {
  it('groups by payment state, cancelled first', () => {
    expect(groupOf(row({}))).toBe('reserved')
    expect(groupOf(row({ payment_state: 'reserve' }))).toBe('reserved')
    expect(groupOf(row({ status: 'awaiting_payment', payment_state: 'cash_call_awaiting' }))).toBe(
      'awaiting',
    )
    expect(groupOf(row({ status: 'paid', payment_state: 'cash_call_received' }))).toBe('received')
    expect(groupOf(row({ status: 'cancelled', payment_state: 'cash_call_awaiting' }))).toBe(
      'cancelled',
    )
  })

  it("labels the groups with SPEC §4's words and the tenant's term", () => {
    const labels = groupLabels((k) => (k === 'awaiting_payment' ? 'Payment Due' : k))
    expect(labels.reserved).toBe('My Reserved Allocations')
    expect(labels.awaiting).toBe('Cash Call - Payment Due')
    expect(labels.received).toBe('Cash Call - Payment Received')
  })

  it('totals each group; an awaiting one counts its amount due', () => {
    const totals = totalsOf([
      row({ amount: 1000 }),
      row({ amount: 500.25 }),
      row({
        amount: 2000,
        status: 'awaiting_payment',
        payment_state: 'cash_call_awaiting',
        cash_call_amount: 1500,
      }),
      row({ amount: 700, status: 'paid', payment_state: 'cash_call_received' }),
      row({ amount: 900, status: 'cancelled' }),
    ])
    expect(totals).toEqual({
      reserved: { amount: 1500.25, count: 2 },
      awaiting: { amount: 1500, count: 1 },
      received: { amount: 700, count: 1 },
      cancelled: { amount: 900, count: 1 },
    })
  })

  it('allows a cash call only on a reservation, payment on one not yet paid', () => {
    expect(mayCall(row({}))).toBe(true)
    expect(mayCall(row({ status: 'awaiting_payment' }))).toBe(false)
    expect(mayMarkPaid(row({ status: 'awaiting_payment' }))).toBe(true)
    expect(mayMarkPaid(row({ status: 'paid' }))).toBe(false)
  })
})
