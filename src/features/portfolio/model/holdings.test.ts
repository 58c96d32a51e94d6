// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { http } from '../../../lib/api'
import { createQueryClient } from '../../../lib/query'
import { term } from '../../../lib/terminology'
import { INVESTOR, investorPageHost } from '../../../test/investor-page-host'
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
    expect(totals.invested).toBeCloseTo(stats.invested, 2)
    expect(totals.value).toBeCloseTo(stats.current_value, 2)
    expect(totals.change.amount).toBeCloseTo(stats.change_absolute, 2)
    expect(holdings.every((h) => h.href?.startsWith('/investor/portfolio/'))).toBe(true)
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
