import { describe, expect, it } from 'vitest'
import { shareIssueBody } from './share-issue-dialog'

const base = {
  scheme: 'EIS',
  knowledge_intensive: true,
  issue_date: '2026-04-06',
  advance_assurance_date: '',
  advance_assurance_reference: '',
  statement_status: 'authorised',
  statement_submitted_at: '2026-05-01',
  statement_authorised_at: '2026-06-01',
  unique_investment_reference: ' UIR-1 ',
}

describe('shareIssueBody', () => {
  it('sends the statement as far as its status reaches, empty dates as null', () => {
    expect(shareIssueBody(base, 7)).toMatchObject({
      investment_opportunity_id: 7,
      scheme: 'EIS',
      knowledge_intensive: true,
      advance_assurance_date: null,
      statement_submitted_at: '2026-05-01',
      statement_authorised_at: '2026-06-01',
    })
  })

  it('clears what a statement moved back no longer holds', () => {
    const body = shareIssueBody({ ...base, statement_status: 'not_submitted' }, 7)
    expect(body).toMatchObject({
      statement_submitted_at: null,
      statement_authorised_at: null,
      unique_investment_reference: null,
    })
  })

  it('sends knowledge-intensive off for SEIS, which the host refuses it for', () => {
    expect(shareIssueBody({ ...base, scheme: 'SEIS' }, 7).knowledge_intensive).toBe(false)
  })
})
