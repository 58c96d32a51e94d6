// @vitest-environment dom
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { notYetInvested } from '@/lib/investments/invested-money'
import { createQueryClient } from '@/lib/query'
import { term } from '@/lib/terminology'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { myFundsQuery, myInvestmentsQuery } from '../api/portfolio-queries'
import { fundHoldings, opportunityHoldings, totalsOf } from './holdings'
import { isoToday } from './valuation'

investorPageHost(INVESTOR)

describe('holdings (against the mock host)', () => {
  it('add up to the totals of GET /api/stats/investor, row by row', async () => {
    const client = createQueryClient()
    const [investments, funds, stats] = await Promise.all([
      client.fetchQuery(myInvestmentsQuery),
      client.fetchQuery(myFundsQuery),
      http.get('/api/stats/investor').then((r) => r.data.data),
    ])
    const today = isoToday()
    const holdings = [
      ...opportunityHoldings(investments, today, (k) => term(k)),
      ...fundHoldings(funds, today, true),
    ]
    const totals = totalsOf(holdings)
    expect(holdings).toHaveLength(stats.holdings_count)
    // To the penny: both sides value and round with src/lib/investments/invested-money.ts.
    expect(totals.invested).toBe(stats.invested)
    expect(totals.value).toBe(stats.current_value)
    expect(totals.change.amount).toBe(stats.change_absolute)
    // Only paid or completed money is a holding; the rest is apart, on both sides alike.
    expect(holdings.every((h) => h.held)).toBe(true)
    const pending = notYetInvested(investments)
    expect(stats.not_yet_invested).toEqual({
      reserved: pending.reserved,
      reserved_count: pending.reservedCount,
      awaiting_payment: pending.awaitingPayment,
      awaiting_payment_count: pending.awaitingPaymentCount,
    })
    expect(pending.reservedCount + pending.awaitingPaymentCount).toBeGreaterThan(0)
    expect(holdings.every((h) => h.href?.startsWith('/investor/portfolio/'))).toBe(true)
  })

  it('leave out an opportunity with only a reservation or a cash call in it', async () => {
    const client = createQueryClient()
    const investments = await client.fetchQuery(myInvestmentsQuery)
    const sample = investments.find((i) => i.status === 'completed')!
    const only = (status: 'reserved' | 'awaiting_payment', id: number) => ({
      ...sample,
      id,
      investment_opportunity_id: id,
      status,
      payment_state:
        status === 'reserved' ? ('reserved' as const) : ('cash_call_awaiting' as const),
    })
    const rows = opportunityHoldings(
      [...investments, only('reserved', -1), only('awaiting_payment', -2)],
      isoToday(),
      (k) => term(k),
    )
    expect(rows.find((h) => h.id === -1 || h.id === -2)).toBeUndefined()
  })

  it('leave cancelled investments and funds without a position out', async () => {
    const client = createQueryClient()
    const investments = await client.fetchQuery(myInvestmentsQuery)
    const sample = investments[0]
    const cancelled = {
      ...sample,
      id: -1,
      investment_opportunity_id: -7,
      status: 'cancelled' as const,
    }
    const rows = opportunityHoldings([...investments, cancelled], isoToday(), (k) => term(k))
    expect(rows.find((h) => h.id === -7)).toBeUndefined()
    const funds = await client.fetchQuery(myFundsQuery)
    expect(fundHoldings([{ ...funds[0], ledger: [] }], isoToday(), true)).toEqual([])
  })
})
