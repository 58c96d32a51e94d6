import { describe, expect, it } from 'vitest'
import { awaitingAllotment, issueInvestors, type InvestmentLike } from './issue-investors'

const investment = (id: number, patch: Partial<InvestmentLike> = {}): InvestmentLike => ({
  id,
  share_issue_id: 1,
  status: 'paid',
  tax_option: 'EIS',
  amount: '1000.00',
  user: { name: `Ann${id}`, surname: 'Lee', investor_reference: `INV-00000${id}` },
  ...patch,
})

describe('issueInvestors', () => {
  const investments = [
    investment(1),
    investment(2),
    investment(3),
    investment(4, { status: 'cancelled' }),
    investment(5, { share_issue_id: 2 }),
  ]
  const certificates = [
    { id: 10, investment_id: 2, status: 'uploaded' },
    { id: 11, investment_id: 3, status: 'issued' },
  ]

  it('gives each investor of the issue their certificate state, cancelled ones aside', () => {
    const rows = issueInvestors(
      { id: 1, statement_status: 'authorised' },
      investments,
      certificates,
    )
    expect(rows.map((r) => [r.investmentId, r.state, r.outstanding])).toEqual([
      [1, 'none', true],
      [2, 'uploaded', true],
      [3, 'issued', false],
    ])
    expect(rows[0]).toMatchObject({ investor: 'Ann1 Lee', reference: 'INV-000001', amount: 1000 })
  })

  it('marks nobody outstanding before the statement is authorised', () => {
    const rows = issueInvestors({ id: 1, statement_status: 'submitted' }, investments, [])
    expect(rows.some((r) => r.outstanding)).toBe(false)
  })
})

describe('awaitingAllotment', () => {
  it('is the paid investments under EIS or SEIS in no share issue yet', () => {
    const rows = awaitingAllotment([
      investment(1, { share_issue_id: null }),
      investment(2, { share_issue_id: null, tax_option: 'none' }),
      investment(3, { share_issue_id: null, status: 'reserved' }),
      investment(4),
      investment(5, { share_issue_id: null, tax_option: 'SEIS', status: 'completed' }),
    ])
    expect(rows.map((r) => r.id)).toEqual([1, 5])
  })
})
