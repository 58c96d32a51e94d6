import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import {
  taxTestHost,
  TAX_OFF,
  type Errors,
  type One,
  type Page,
  type TaxTestHost,
} from './groups/tax-test-host'
import { KNOWLEDGE_INTENSIVE_EIS_ONLY } from './groups/tax-relief'

let t: TaxTestHost

beforeEach(async () => {
  t = await taxTestHost()
})

/** A closed EIS round with paid EIS subscriptions in no share issue yet (and other holdings). */
function unissuedRound() {
  const joins = (i: Row) =>
    i.tax_option === 'EIS' && (i.status === 'paid' || i.status === 'completed') && !i.share_issue_id
  const opps = t.db.table('investment-opportunities')
  const opp = opps.first(
    (o) =>
      o.tax_relief === 'EIS' &&
      t.investments.where((i) => i.investment_opportunity_id === o.id).some(joins),
  )!
  const all = t.investments.where((i) => i.investment_opportunity_id === opp.id)
  const joining = all.filter(joins)
  expect(joining.length).toBeGreaterThan(0)
  return { opp, all, joining: joining.map((i) => i.id).sort((a, b) => a - b) }
}

const attachedTo = (issueId: number) =>
  t.investments
    .where((i) => i.share_issue_id === issueId)
    .map((i) => i.id)
    .sort((a, b) => a - b)

describe('share issues: who may write', () => {
  it('refuses every write with 403 while the tax flag is off, and still lists them', async () => {
    await t.setTax(false)
    const staff = await t.staff()
    const issue = t.issues()[0]
    const body = { investment_opportunity_id: issue.investment_opportunity_id, scheme: 'EIS' }
    for (const res of [
      await staff.post('/api/share-issues', body),
      await staff.patch(`/api/share-issues/${issue.id}`, { advance_assurance_reference: 'X' }),
      await staff.delete(`/api/share-issues/${issue.id}`),
    ]) {
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ message: TAX_OFF })
    }
    expect((await staff.get('/api/share-issues')).status).toBe(200)
  })

  it('never lets an investor write, even on an issue they hold', async () => {
    const investor = await t.investor()
    const mine = t.issues()[0]
    const body = { investment_opportunity_id: mine.investment_opportunity_id, scheme: 'SEIS' }
    expect((await investor.post('/api/share-issues', body)).status).toBe(403)
    expect((await investor.patch(`/api/share-issues/${mine.id}`, { scheme: 'EIS' })).status).toBe(
      403,
    )
    expect((await investor.delete(`/api/share-issues/${mine.id}`)).status).toBe(403)
  })
})

describe('share issues: the rules', () => {
  it("answers Laravel's required_if message for an authorised statement without its reference", async () => {
    const staff = await t.staff()
    const res = await staff.post<Errors>('/api/share-issues', {
      investment_opportunity_id: t.issues()[0].investment_opportunity_id,
      scheme: 'EIS',
      statement_status: 'authorised',
      statement_submitted_at: '2026-05-01',
      statement_authorised_at: '2026-06-01',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      unique_investment_reference: [
        'The unique investment reference field is required when statement status is authorised.',
      ],
    })
  })

  it('keeps knowledge-intensive to EIS issues, on create and when the scheme changes', async () => {
    const staff = await t.staff()
    const seis = await staff.post<Errors>('/api/share-issues', {
      investment_opportunity_id: t.issues()[0].investment_opportunity_id,
      scheme: 'SEIS',
      knowledge_intensive: true,
    })
    expect(seis.status).toBe(422)
    expect(seis.body.errors.knowledge_intensive).toEqual([KNOWLEDGE_INTENSIVE_EIS_ONLY])
    const ki = t.issues().find((s) => s.knowledge_intensive === 1)!
    const switched = await staff.patch<Errors>(`/api/share-issues/${ki.id}`, { scheme: 'SEIS' })
    expect(switched.status).toBe(422)
    expect(switched.body.errors.knowledge_intensive).toEqual([KNOWLEDGE_INTENSIVE_EIS_ONLY])
  })

  it('reads an update against the record as it will be: an authorised issue keeps its reference', async () => {
    const staff = await t.staff()
    const authorised = t.issueWith('authorised')
    const res = await staff.patch<Errors>(`/api/share-issues/${authorised.id}`, {
      unique_investment_reference: null,
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.unique_investment_reference).toEqual([
      'The unique investment reference field is required when statement status is authorised.',
    ])
    const submitting = await staff.patch<Errors>(
      `/api/share-issues/${t.issueWith('not_submitted').id}`,
      { statement_status: 'submitted' },
    )
    expect(submitting.body.errors.statement_submitted_at).toEqual([
      'The statement submitted at field is required when statement status is submitted.',
    ])
  })

  it('authorises a submitted statement with its dates and reference', async () => {
    const staff = await t.staff()
    const submitted = t.issueWith('submitted')
    const res = await staff.patch<One>(`/api/share-issues/${submitted.id}`, {
      statement_status: 'authorised',
      statement_authorised_at: '2026-10-30',
      unique_investment_reference: 'SEIS/2026/000099',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      statement_status: 'authorised',
      statement_authorised_at: '2026-10-30',
      unique_investment_reference: 'SEIS/2026/000099',
    })
  })
})

describe('share issues: allotment', () => {
  it('attaches the paid subscriptions under its scheme when created with an issue date', async () => {
    const { opp, all, joining } = unissuedRound()
    const res = await (
      await t.staff()
    ).post<One>('/api/share-issues?include=investmentsCount', {
      investment_opportunity_id: opp.id,
      scheme: 'EIS',
      issue_date: '2026-10-01',
    })
    expect(res.status).toBe(201)
    const id = Number(res.body.data.id)
    expect(attachedTo(id)).toEqual(joining)
    expect(res.body.data.investments_count).toBe(joining.length)
    // Reservations, cancellations and other schemes stay out.
    for (const inv of all.filter((i) => !joining.includes(i.id)))
      expect(t.investments.find(inv.id)!.share_issue_id ?? null).toBeNull()
  })

  it('allots nothing until the issue date is set, then allots on that update', async () => {
    const { opp, joining } = unissuedRound()
    const staff = await t.staff()
    const created = await staff.post<One>('/api/share-issues', {
      investment_opportunity_id: opp.id,
      scheme: 'EIS',
    })
    const id = Number(created.body.data.id)
    expect(created.body.data).toMatchObject({ statement_status: 'not_submitted', issue_date: null })
    expect(attachedTo(id)).toEqual([])
    await staff.patch(`/api/share-issues/${id}`, { issue_date: '2026-10-15' })
    expect(attachedTo(id)).toEqual(joining)
  })

  it('releases its investments and certificates when deleted', async () => {
    const issue = t.issueWith('authorised')
    const held = attachedTo(issue.id)
    expect(held.length).toBeGreaterThan(0)
    expect((await (await t.staff()).delete(`/api/share-issues/${issue.id}`)).status).toBe(204)
    for (const id of held) expect(t.investments.find(id)!.share_issue_id).toBeNull()
    expect(t.certificates.where((c) => c.share_issue_id === issue.id)).toEqual([])
  })
})

describe('share issues: what an investor reads', () => {
  it('lists the issues of what they hold, and only their own investments in them', async () => {
    const investor = await t.investor()
    const me = t.userId('investor@example.com')
    const page = (await investor.get<Page>('/api/share-issues?include=investments&per_page=50'))
      .body
    const held = new Set(
      t.investments.where((i) => i.user_id === me).map((i) => i.investment_opportunity_id),
    )
    expect(page.data.length).toBeGreaterThan(0)
    for (const issue of page.data) {
      expect(held.has(Number(issue.investment_opportunity_id))).toBe(true)
      for (const inv of issue.investments as Row[]) expect(inv.user_id).toBe(me)
    }
  })

  it('refuses an issue of a round they do not hold', async () => {
    const me = t.userId('investor@example.com')
    const opp = t.db
      .table('investment-opportunities')
      .first(
        (o) =>
          Number(o.stage) >= 5 &&
          !t.investments.first((i) => i.investment_opportunity_id === o.id && i.user_id === me),
      )!
    const res = await (
      await t.staff()
    ).post<One>('/api/share-issues', { investment_opportunity_id: opp.id, scheme: 'EIS' })
    const other = Number(res.body.data.id)
    const investor = await t.investor()
    expect((await investor.get(`/api/share-issues/${other}`)).status).toBe(403)
    const ids = (await investor.get<Page>('/api/share-issues?per_page=100')).body.data.map(
      (s) => s.id,
    )
    expect(ids).not.toContain(other)
  })
})
