import { describe, expect, it } from 'vitest'
import { groupOutstanding, type OutstandingLike } from './outstanding'

const row = (
  investment: number,
  opportunity: number,
  days: number,
  amount: number,
): OutstandingLike => ({
  investment_id: investment,
  investor_name: `Investor ${investment}`,
  investment_opportunity_id: opportunity,
  opportunity_name: `Opportunity ${opportunity}`,
  company_name: `Company ${opportunity}`,
  scheme: 'EIS',
  amount: String(amount),
  days_outstanding: days,
  certificate_status: 'none',
})

describe('groupOutstanding', () => {
  it('counts, totals and ages each opportunity’s waiting investors', () => {
    const [a, b] = groupOutstanding([row(1, 7, 40, 1000), row(2, 9, 12, 500), row(3, 7, 90, 2500)])
    expect(a).toMatchObject({ opportunityId: 7, count: 2, oldestDays: 90, total: 3500 })
    expect(a.rows.map((r) => r.investment_id)).toEqual([3, 1])
    expect(b).toMatchObject({ opportunityId: 9, count: 1, oldestDays: 12, total: 500 })
  })

  it('puts the opportunity waiting longest first', () => {
    const groups = groupOutstanding([row(1, 7, 5, 1), row(2, 9, 300, 1), row(3, 8, 60, 1)])
    expect(groups.map((g) => g.opportunityId)).toEqual([9, 8, 7])
  })

  it('has no group when nothing is outstanding', () => {
    expect(groupOutstanding([])).toEqual([])
  })
})
