import { describe, expect, it } from 'vitest'
import {
  investedOn,
  investedValue,
  isInvested,
  moneyStanding,
  notYetInvested,
  sumMoney,
} from './invested-money'

describe('moneyStanding', () => {
  it('counts only paid and completed investments as money invested', () => {
    expect(moneyStanding({ status: 'paid' })).toBe('invested')
    expect(moneyStanding({ status: 'completed' })).toBe('invested')
    expect(moneyStanding({ status: 'reserved', payment_state: 'reserve' })).toBe('reserved')
    expect(moneyStanding({ status: 'reserved', payment_state: 'reserved' })).toBe('reserved')
    expect(moneyStanding({ status: 'awaiting_payment' })).toBe('awaiting_payment')
    expect(moneyStanding({ status: 'reserved', payment_state: 'cash_call_awaiting' })).toBe(
      'awaiting_payment',
    )
    expect(moneyStanding({ status: 'cancelled' })).toBe('none')
    expect(isInvested({ status: 'reserved', payment_state: 'reserved' })).toBe(false)
  })
})

describe('investedValue', () => {
  it('values £43,000 at its own share price as £43,000, not £42,999.60', () => {
    // 43,000 / 2.35 = 18,297.87…: the whole shares cost £42,997.95; the rest is still cash.
    const inv = { amount: 43000, shares: 18297, share_price: 2.35 }
    expect(investedValue(inv, 2.35)).toBe(43000)
    expect(investedValue(inv, 2.35) - 43000).toBe(0)
  })

  it('moves with the price on the shares only, rounded to the penny', () => {
    const inv = { amount: 43000, shares: 18297, share_price: 2.35 }
    // 18,297 × 2.4 + 2.05 left over = 43,914.85
    expect(investedValue(inv, 2.4)).toBe(43914.85)
    expect(investedValue({ amount: 1000, shares: 333, share_price: 3 }, 3.333)).toBe(1110.89)
  })

  it('falls back to the amount paid without shares or a price', () => {
    expect(investedValue({ amount: 50, shares: 100 }, 2)).toBe(200)
    expect(investedValue({ amount: 50, shares: null }, 2)).toBe(50)
    expect(investedValue({ amount: 50, shares: 100 }, null)).toBe(50)
  })
})

describe('sums and dates', () => {
  it('adds money in whole pennies', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(sumMoney([0.1, 0.2])).toBe(0.3)
    expect(sumMoney(['1532000.10', 0.2])).toBe(1532000.3)
  })

  it('dates invested money from its payment', () => {
    expect(investedOn({ paid_at: '2026-02-03 10:00:00', reserved_at: '2026-01-01' })).toBe(
      '2026-02-03',
    )
    expect(investedOn({ paid_at: null, reserved_at: '2026-01-01T09:00:00Z' })).toBe('2026-01-01')
  })

  it('totals reservations and cash calls apart, leaving paid and cancelled money out', () => {
    expect(
      notYetInvested([
        { status: 'reserved', payment_state: 'reserve', amount: 5000 },
        { status: 'reserved', payment_state: 'reserved', amount: '2500.50' },
        { status: 'awaiting_payment', payment_state: 'cash_call_awaiting', amount: 10000 },
        { status: 'paid', amount: 99999 },
        { status: 'cancelled', amount: 77777 },
      ]),
    ).toEqual({
      reserved: 7500.5,
      reservedCount: 2,
      awaitingPayment: 10000,
      awaitingPaymentCount: 1,
    })
  })
})
