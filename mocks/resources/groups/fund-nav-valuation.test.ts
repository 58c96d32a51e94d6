import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../../db/db'
import { fundsTestHost, type One } from './funds-test-host'

let t: Awaited<ReturnType<typeof fundsTestHost>>
type Stats = { data: { current_value: number; invested: number } }

beforeAll(async () => {
  t = await fundsTestHost()
})

const ledger = () => t.host.db.table('fund-ledger')
const today = () => t.host.now().toISOString().slice(0, 10)

/** Units a user holds in a fund: capital calls less redemptions. */
const unitsOf = (userId: number, fundId: number) =>
  ledger()
    .where((e) => e.user_id === userId && e.fund_id === fundId)
    .reduce(
      (s, e) =>
        s +
        (e.type === 'capital_call' ? 1 : e.type === 'redemption' ? -1 : 0) * Number(e.units ?? 0),
      0,
    )

function heldFundOf(userId: number): Row {
  const entry = ledger().first((e) => e.user_id === userId && e.type === 'capital_call')!
  return t.host.db.table('funds').find(Number(entry.fund_id))!
}

describe('fund appends', () => {
  it('gives the investors holding units and the latest NAV per unit', async () => {
    const james = t.userId('investor@example.com')
    const fund = heldFundOf(james)
    const admin = await t.as(t.userId('superadmin@example.com'))
    const res = await admin.get<One>(`/api/funds/${fund.id}?append=investors_count,nav_per_unit`)
    expect(res.status).toBe(200)
    const holders = new Set(
      ledger()
        .where((e) => e.fund_id === fund.id)
        .map((e) => Number(e.user_id))
        .filter((u) => unitsOf(u, fund.id) > 0),
    )
    expect(res.body.data.investors_count).toBe(holders.size)
    const latest = t.host.db
      .table('net-asset-values')
      .where((n) => n.fund_id === fund.id)
      .sort((a, b) => String(b.valuation_date).localeCompare(String(a.valuation_date)))[0]!
    expect(res.body.data.nav_per_unit).toBe(Number(latest.nav_per_unit))
  })
})

describe('a new NAV', () => {
  it("values every holder's units at it: the investor's portfolio value moves by units × the change", async () => {
    const james = t.userId('investor@example.com')
    const fund = heldFundOf(james)
    const admin = await t.as(t.userId('superadmin@example.com'))
    const investor = await t.as(james)
    const before = (await investor.get<Stats>('/api/stats/investor')).body.data
    const previous = (await admin.get<One>(`/api/funds/${fund.id}?append=nav_per_unit`)).body.data
      .nav_per_unit as number
    const perUnit = Math.round(previous * 1.5 * 10000) / 10000

    const refused = await admin.post<{ errors: Record<string, string[]> }>(
      '/api/net-asset-values',
      { fund_id: fund.id, valuation_date: today(), total_nav: 1 },
    )
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors)).toEqual(['nav_per_unit'])

    const created = await admin.post<One>('/api/net-asset-values', {
      fund_id: fund.id,
      valuation_date: today(),
      nav_per_unit: perUnit,
      total_nav: 9_999_999,
    })
    expect(created.status).toBe(201)
    expect(t.host.db.table('funds').find(fund.id)!.nav).toBe(9_999_999)

    const after = (await investor.get<Stats>('/api/stats/investor')).body.data
    expect(after.invested).toBe(before.invested)
    expect(after.current_value - before.current_value).toBeCloseTo(
      unitsOf(james, fund.id) * (perUnit - previous),
      0,
    )
    // The portal values the holding from what the investor reads: the new NAV is among them.
    const mine = await investor.get<{ data: Row[] }>(
      `/api/funds?filter[id]=${fund.id}&include=ledger,netAssetValues`,
    )
    const navs = mine.body.data[0]!.net_asset_values as Row[]
    expect(navs.some((n) => n.valuation_date === today() && n.nav_per_unit === perUnit)).toBe(true)
  })
})

describe('updating a fund', () => {
  it('holds the optional terms to their create rules', async () => {
    const admin = await t.as(t.userId('superadmin@example.com'))
    const fund = t.host.db.table('funds').first(() => true)!
    const res = await admin.patch<{ errors: Record<string, string[]> }>(`/api/funds/${fund.id}`, {
      hurdle_rate: 150,
      description: null,
    })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors)).toEqual(['hurdle_rate'])
    expect((await admin.patch(`/api/funds/${fund.id}`, { hurdle_rate: 7 })).status).toBe(200)
  })
})
