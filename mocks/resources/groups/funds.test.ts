import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../../db/db'
import { correctAnswers } from '../../handlers/compliance'
import { fundsResources } from './funds'
import { fundsTestHost, type One, type Page } from './funds-test-host'

let t: Awaited<ReturnType<typeof fundsTestHost>>
const as = (id: number) => t.as(id)
const userId = (email: string) => t.userId(email)

beforeAll(async () => {
  t = await fundsTestHost()
})

describe('funds seed', () => {
  const values = (table: string, column: string) =>
    new Set(
      t.host.db
        .table(table)
        .all()
        .map((r) => r[column]),
    )
  it('covers every status and enum value', () => {
    expect(values('funds', 'status')).toEqual(
      new Set(['fundraising', 'investing', 'harvesting', 'closed']),
    )
    expect(values('fund-ledger', 'type').size).toBe(5)
    expect(values('fund-investment-opportunities', 'status')).toEqual(new Set([1, 2]))
    expect(values('fund-investment-opportunities', 'maturity_status').size).toBe(4)
    const reports = t.host.db.table('reports').all()
    for (const type of ['kpi', 'update', 'wip']) {
      for (const status of ['draft', 'live'])
        expect(reports.some((r) => r.type === type && r.status === status)).toBe(true)
    }
  })
  it('has two banks of five questions, each with exactly one correct option', () => {
    for (const q of ['compliance', 'fca-compliance'] as const) {
      const key = correctAnswers(t.host.db, q)
      expect(key.filter((k) => k.bank === 1)).toHaveLength(5)
      expect(key.filter((k) => k.bank === 2)).toHaveLength(5)
      for (const k of key) {
        const correct = t.host.db
          .table(`${q}-options`)
          .where((o) => o.question_id === k.question_id && o.is_correct === 1)
        expect(correct).toHaveLength(1)
      }
    }
  })
  it('keeps fund totals in step with the ledger and the NAVs', () => {
    const fund = t.host.db.table('funds').find(1) as Row
    const ledger = t.host.db.table('fund-ledger').where((e) => e.fund_id === 1)
    const calls = ledger
      .filter((e) => e.type === 'capital_call')
      .reduce((s, e) => s + Number(e.amount), 0)
    expect(fund.called_amount).toBeCloseTo(calls, 2)
    const navs = t.host.db.table('net-asset-values').where((n) => n.fund_id === 1)
    expect(fund.nav).toBe(
      navs.sort((a, b) => String(a.valuation_date).localeCompare(String(b.valuation_date))).pop()
        ?.total_nav,
    )
  })
})

describe('funds families over HTTP', () => {
  it('lists funds for staff with includes and filters', async () => {
    const admin = await as(1)
    const res = await admin.get<Page>(
      '/api/funds?filter[status]=investing&include=netAssetValues,ledgerCount,kpis',
    )
    expect(res.status).toBe(200)
    expect(res.body.data.length).toBeGreaterThan(0)
    for (const f of res.body.data) {
      expect(f.status).toBe('investing')
      expect((f.net_asset_values as Row[]).length).toBeGreaterThan(0)
      expect(f.ledger_count).toBeGreaterThan(0)
    }
  })

  it('scopes investors to the funds and ledger entries they hold', async () => {
    const demo = userId('investor@example.com')
    const investor = await as(demo)
    const held = new Set(
      t.host.db
        .table('fund-ledger')
        .where((e) => e.user_id === demo)
        .map((e) => e.fund_id),
    )
    const offered = t.host.db
      .table('fund-investment-opportunities')
      .where((o) => o.status === 2)
      .map((o) => o.fund_id)
    const funds = await investor.get<Page>('/api/funds?include=ledger')
    expect(funds.body.data.map((f) => f.id).sort()).toEqual(
      [...new Set([...held, ...offered])].sort(),
    )
    for (const f of funds.body.data) for (const e of f.ledger as Row[]) expect(e.user_id).toBe(demo)
    const ledger = await investor.get<Page>('/api/fund-ledger?per_page=100')
    expect(ledger.body.data.every((e) => e.user_id === demo)).toBe(true)
    const closed = t.host.db.table('funds').first((f) => !offered.includes(f.id)) as Row
    const newcomer = await as(userId('newinvestor@example.com'))
    expect((await newcomer.get(`/api/funds/${closed.id}`)).status).toBe(403)
    const notMine = t.host.db.table('fund-ledger').first((e) => e.user_id !== demo) as Row
    expect((await investor.get(`/api/fund-ledger/${notMine.id}`)).status).toBe(403)
  })

  it('never shows investors the answer key, drafts or WIP reports', async () => {
    const investor = await as(userId('newinvestor@example.com'))
    const q = await investor.get<Page>('/api/compliance-questions?include=options&filter[bank]=1')
    expect(q.body.data).toHaveLength(5)
    for (const question of q.body.data)
      for (const o of question.options as Row[]) expect(o).not.toHaveProperty('is_correct')
    const reports = await investor.get<Page>('/api/reports?per_page=100')
    expect(reports.body.data.length).toBeGreaterThan(0)
    expect(reports.body.data.every((r) => r.status === 'live' && r.type !== 'wip')).toBe(true)
    expect(reports.body.data.some((r) => String(r.body).includes('onerror'))).toBe(true)
    expect((await investor.get<Page>('/api/reports?type=wip')).body.total).toBe(0)
  })

  it('guards reports by type for staff', async () => {
    const entrepreneur = await as(userId('entrepreneur@example.com'))
    expect((await entrepreneur.get('/api/reports?type=update')).status).toBe(403)
    const fundManager = await as(userId('fundmanager@example.com'))
    expect((await fundManager.get<Page>('/api/reports?type=wip')).body.total).toBeGreaterThan(0)
  })

  it('moves the fund totals when a ledger entry is written', async () => {
    const admin = await as(1)
    const before = Number(t.host.db.table('funds').find(3)?.called_amount)
    const res = await admin.post<One>('/api/fund-ledger', {
      fund_id: 3,
      user_id: userId('investor@example.com'),
      type: 'capital_call',
      amount: 1000,
      units: 500,
      entry_date: '2026-10-30',
    })
    expect(res.status).toBe(201)
    expect(Number(t.host.db.table('funds').find(3)?.called_amount)).toBeCloseTo(before + 1000, 2)
  })
  it('publishes an update report to the holders of its opportunity', async () => {
    const demo = userId('investor@example.com')
    const held = t.host.db.table('investments').first((i) => i.user_id === demo) as Row
    const before = t.host.db.table('notifications').where((n) => n.notifiable_id === demo).length
    const admin = await as(1)
    const res = await admin.post<One>('/api/reports', {
      title: 'Quarterly update',
      type: 'update',
      status: 'live',
      investment_opportunity_id: held.investment_opportunity_id,
      body: '<p>All well.</p>',
    })
    expect(res.status).toBe(201)
    expect(res.body.data.published_at).toMatch(/Z$/)
    const notes = t.host.db.table('notifications').where((n) => n.notifiable_id === demo)
    expect(notes).toHaveLength(before + 1)
    expect(notes.pop()?.data).toMatchObject({
      icon: 'update_reports',
      cta: `/investor/news/reports/${res.body.data.id}`,
    })
    const investor = await as(demo)
    expect((await investor.get(`/api/reports/${res.body.data.id}`)).status).toBe(200)
  })
})

describe('every family conforms to the contract', () => {
  const includes = (def: (typeof fundsResources)[number]) =>
    Object.keys(def.includes ?? {}).join(',')
  it.each(fundsResources.map((d) => [d.family, d] as const))(
    '%s, staff and investor',
    async (family, def) => {
      const query = `per_page=100${includes(def) ? `&include=${includes(def)}` : ''}`
      // Super_Admin may not show KPI reports or custom KPIs (SPEC §6); the committee may.
      const kpiFamily = ['reports', 'report-inputs', 'custom-kpis'].includes(family)
      const admin = await as(kpiFamily ? userId('committee@example.com') : 1)
      const list = await admin.get<Page>(`/api/${family}?${query}`)
      expect(list.status).toBe(200)
      expect(list.body.total).toBeGreaterThan(0)
      expect(
        (await admin.get(`/api/${family}/${list.body.data[0].id}?include=${includes(def)}`)).status,
      ).toBe(200)
      const investor = await as(userId('investor@example.com'))
      const mine = await investor.get<Page>(`/api/${family}?${query}`)
      expect(mine.status).toBe(def.investor ? 200 : 403)
    },
  )
})
