import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import { fundsTestHost, type One, type Page } from './groups/funds-test-host'

let t: Awaited<ReturnType<typeof fundsTestHost>>

beforeAll(async () => {
  t = await fundsTestHost()
})

const holdingsOf = (fundId: unknown) =>
  t.host.db.table('fund-holdings').where((h) => h.fund_id === fundId)

describe('fund holdings seed', () => {
  it('gives every valued fund five to eight holdings worth a little less than its NAV', () => {
    for (const fund of t.host.db.table('funds').all()) {
      const holdings = holdingsOf(fund.id)
      if (Number(fund.nav) <= 0) continue
      expect(holdings.length).toBeGreaterThanOrEqual(5)
      expect(holdings.length).toBeLessThanOrEqual(8)
      const value = holdings.reduce((s, h) => s + Number(h.value), 0)
      // The rest of the NAV is cash: 4-9%.
      expect(value / Number(fund.nav)).toBeGreaterThan(0.9)
      expect(value / Number(fund.nav)).toBeLessThan(0.97)
      expect(holdings.some((h) => h.investment_opportunity_id !== null)).toBe(true)
      for (const h of holdings) expect(String(h.acquired_at) <= String(h.updated_at)).toBe(true)
    }
  })
})

describe('fund holdings over HTTP', () => {
  it('answers the Laravel messages of its rules', async () => {
    const admin = await t.as(1)
    const res = await admin.post<{ errors: Record<string, string[]> }>('/api/fund-holdings', {
      fund_id: 1,
      cost: -1,
      investment_opportunity_id: 999999,
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.name).toEqual(['The name field is required.'])
    expect(res.body.errors.acquired_at).toEqual(['The acquired at field is required.'])
    expect(res.body.errors.value).toEqual(['The value field is required.'])
    expect(res.body.errors.cost).toEqual(['The cost field must be at least 0.'])
    expect(res.body.errors.investment_opportunity_id).toEqual([
      'The selected investment opportunity id is invalid.',
    ])
  })

  it('creates a holding, updates its value alone and sorts by value', async () => {
    const admin = await t.as(1)
    const made = await admin.post<One>('/api/fund-holdings', {
      fund_id: 2,
      name: 'Fresh Holdings Ltd',
      acquired_at: '2026-10-01',
      cost: 1000,
      value: 1200,
    })
    expect(made.status).toBe(201)
    expect(made.body.data).toMatchObject({ sector: null, investment_opportunity_id: null })
    const patched = await admin.patch<One>(`/api/fund-holdings/${made.body.data.id}`, {
      value: 1500,
    })
    expect(patched.status).toBe(200)
    expect(patched.body.data).toMatchObject({ value: 1500, cost: 1000 })
    const list = await admin.get<Page>('/api/fund-holdings?filter[fund_id]=2&sort=-value')
    const values = list.body.data.map((h) => Number(h.value))
    expect(values).toEqual([...values].sort((a, b) => b - a))
  })

  it('shows investors only the holdings of the funds they hold units in', async () => {
    const demo = t.userId('investor@example.com')
    const held = new Set(
      t.host.db
        .table('fund-ledger')
        .where((e) => e.user_id === demo)
        .map((e) => e.fund_id),
    )
    const investor = await t.as(demo)
    const page = await investor.get<Page>('/api/fund-holdings?per_page=100')
    expect(page.status).toBe(200)
    expect(page.body.data.length).toBeGreaterThan(0)
    expect(page.body.data.every((h) => held.has(h.fund_id))).toBe(true)
    const other = t.host.db.table('fund-holdings').first((h) => !held.has(h.fund_id)) as Row
    expect((await investor.get(`/api/fund-holdings/${other.id}`)).status).toBe(403)
    expect((await investor.post('/api/fund-holdings', { fund_id: 1, name: 'x' })).status).toBe(403)
  })
})
