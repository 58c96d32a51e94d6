import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { checkedClient } from '../testing/checked-client'
import { PRE_ROUND_HOLDER } from './cap-table'
import { can } from '../../src/lib/permissions'
import { seededHost } from '../testing/seeded-host'

type One<T = Row> = { data: T }
type Holder = {
  kind: string
  user_id: number | null
  name: string
  share_class: string
  shares: number
  invested: number
  percent: number
  value: number | null
  moic: number | null
}
type CapTable = {
  share_price: number | null
  total_shares: number
  valuation: number | null
  holders: Holder[]
  share_classes: { share_class: string; shares: number; holders: number; percent: number }[]
}
type Stats = { data: { current_value: number } }

/** The cap table, share prices moving holdings' values, and a deal's figures by period. */
let host: MockHost
let router: Router
const table = (name: string) => host.db.table(name)
const idOf = (email: string) => table('users').first((u) => u.email === email)!.id
const as = (email: string) => checkedClient(host, router, idOf(email))

beforeAll(async () => {
  ;({ host, router } = await seededHost())
})

/** An existing investment the demo investor holds shares in. */
function held() {
  const me = idOf('investor@example.com')
  const inv = table('investments').first(
    (i) =>
      i.user_id === me &&
      i.status !== 'cancelled' &&
      Number(i.shares) > 0 &&
      Number(table('investment-opportunities').find(Number(i.investment_opportunity_id))?.stage) >=
        5,
  )!
  return table('investment-opportunities').find(Number(inv.investment_opportunity_id))!
}

describe('GET /api/investment-opportunities/{id}/cap-table', () => {
  it('groups the live investments by investor and class, with ownership adding to 100%', async () => {
    const opp = held()
    const admin = await as('superadmin@example.com')
    const res = await admin.get<One<CapTable>>(`/api/investment-opportunities/${opp.id}/cap-table`)
    expect(res.status).toBe(200)
    const cap = res.body.data
    const live = table('investments').where(
      (i) => i.investment_opportunity_id === opp.id && i.status !== 'cancelled',
    )
    const investorShares = cap.holders
      .filter((h) => h.kind === 'investor')
      .reduce((s, h) => s + h.shares, 0)
    expect(investorShares).toBe(live.reduce((s, i) => s + Number(i.shares ?? 0), 0))
    expect(cap.total_shares).toBe(cap.holders.reduce((s, h) => s + h.shares, 0))
    expect(cap.holders.reduce((s, h) => s + h.percent, 0)).toBeCloseTo(100, 0)
    expect(cap.share_classes.map((c) => c.share_class)).toEqual(['Ordinary'])
    if (Number(opp.pre_money_valuation) > 0)
      expect(cap.holders.some((h) => h.kind === 'pre_round' && h.name === PRE_ROUND_HOLDER)).toBe(
        true,
      )
    const mine = cap.holders.find((h) => h.user_id === idOf('investor@example.com'))!
    expect(mine.moic).toBeCloseTo(mine.value! / mine.invested, 2)
  })

  it('gives a new share class its own line and class', async () => {
    const opp = held()
    const inv = table('investments').first(
      (i) => i.investment_opportunity_id === opp.id && i.status !== 'cancelled',
    )!
    const admin = await as('superadmin@example.com')
    expect(
      (await admin.patch(`/api/investments/${inv.id}`, { share_class: 'A Preference' })).status,
    ).toBe(200)
    const cap = (
      await admin.get<One<CapTable>>(`/api/investment-opportunities/${opp.id}/cap-table`)
    ).body.data
    expect(cap.share_classes.map((c) => c.share_class)).toContain('A Preference')
    expect(
      cap.holders.find((h) => h.user_id === inv.user_id && h.share_class === 'A Preference')
        ?.shares,
    ).toBe(Number(inv.shares))
    await admin.patch(`/api/investments/${inv.id}`, { share_class: 'Ordinary' })
  })

  it('refuses investors and 404s an unknown opportunity', async () => {
    const investor = await as('investor@example.com')
    expect(
      (await investor.get(`/api/investment-opportunities/${held().id}/cap-table`)).status,
    ).toBe(403)
    const admin = await as('superadmin@example.com')
    expect((await admin.get('/api/investment-opportunities/999999/cap-table')).status).toBe(404)
  })
})

describe('recording a share price', () => {
  it("moves the opportunity's price, the cap table's values and the investor's portfolio", async () => {
    const opp = held()
    const admin = await as('superadmin@example.com')
    const investor = await as('investor@example.com')
    const before = (await investor.get<Stats>('/api/stats/investor')).body.data.current_value
    const cap0 = (
      await admin.get<One<CapTable>>(`/api/investment-opportunities/${opp.id}/cap-table`)
    ).body.data
    const price = Math.round(Number(cap0.share_price) * 2 * 100) / 100
    const res = await admin.post<One>('/api/share-prices', {
      investment_opportunity_id: opp.id,
      price,
      effective_date: '2026-11-01',
      reason: 'valuation',
      valuation: 12_000_000,
      notes: 'Board revaluation',
    })
    expect(res.status).toBe(201)
    expect(res.body.data.valuation).toBe(12_000_000)
    expect(table('investment-opportunities').find(opp.id)!.share_price).toBe(price)
    const cap = (
      await admin.get<One<CapTable>>(`/api/investment-opportunities/${opp.id}/cap-table`)
    ).body.data
    expect(cap.share_price).toBe(price)
    expect(cap.valuation).toBeCloseTo(cap.total_shares * price, 0)
    const after = (await investor.get<Stats>('/api/stats/investor')).body.data.current_value
    expect(after).toBeGreaterThan(before)
  })
})

describe('share-prices writes', () => {
  const point = (id: number) => ({
    investment_opportunity_id: id,
    price: 1.5,
    effective_date: '2026-11-02',
    reason: 'valuation',
  })
  it("need update on the opportunity's stage resource: a staff role without it gets 403", async () => {
    const opp = held()
    expect(can(9, 'investment_opportunity_existing', 'update')).toBe(false)
    const creator = await as('creator@example.com')
    const refused = await creator.post('/api/share-prices', point(opp.id))
    expect(refused.status).toBe(403)
    const admin = await as('superadmin@example.com')
    const made = await admin.post<One>('/api/share-prices', point(opp.id))
    expect(made.status).toBe(201)
    const changed = await creator.patch(`/api/share-prices/${made.body.data.id}`, { price: 9 })
    expect(changed.status).toBe(403)
    expect(table('share-prices').find(made.body.data.id)!.price).toBe(1.5)
  })
})

describe('pipeline-deal-metrics', () => {
  it('seeds years of figures ending at the deal’s own', () => {
    const deal = table('pipeline-deals').first(
      (d) => d.revenue != null && Number(d.founded_year) < 2020,
    )!
    const rows = table('pipeline-deal-metrics')
      .where((m) => m.pipeline_deal_id === deal.id)
      .sort((a, b) => String(a.period).localeCompare(String(b.period)))
    expect(rows.length).toBe(4)
    expect(rows.at(-1)!.revenue).toBe(deal.revenue)
    expect(rows.at(-1)!.ebitda).toBe(deal.ebitda)
  })

  it('lets deal staff add a period, which the deal then shows; investors are refused', async () => {
    const deal = table('pipeline-deals').first((d) => d.revenue != null)!
    const admin = await as('superadmin@example.com')
    const res = await admin.post<One>('/api/pipeline-deal-metrics', {
      pipeline_deal_id: deal.id,
      period: '2026-09-30',
      revenue: 9_100_000,
      ebitda: 1_200_000,
      gross_margin_percent: 61.5,
    })
    expect(res.status).toBe(201)
    expect(res.body.data.created_by).toBe(idOf('superadmin@example.com'))
    expect(table('pipeline-deals').find(deal.id)).toMatchObject({
      revenue: 9_100_000,
      ebitda: 1_200_000,
      gross_margin_percent: 61.5,
    })
    const list = await admin.get<{ data: Row[] }>(
      `/api/pipeline-deal-metrics?filter[pipeline_deal_id]=${deal.id}`,
    )
    expect(list.body.data.at(-1)!.period).toBe('2026-09-30')
    const invalid = await admin.post<{ errors: Record<string, string[]> }>(
      '/api/pipeline-deal-metrics',
      { pipeline_deal_id: deal.id, gross_margin_percent: 140 },
    )
    expect(invalid.status).toBe(422)
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['gross_margin_percent', 'period'])
    const investor = await as('investor@example.com')
    expect((await investor.get('/api/pipeline-deal-metrics')).status).toBe(403)
    // Investment_Manager has no pipeline_deals permission at all (SPEC §6).
    const manager = await as('manager@example.com')
    expect((await manager.post('/api/pipeline-deal-metrics', {})).status).toBe(403)
  })
})
