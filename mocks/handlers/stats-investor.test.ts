import { beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import { fundsTestHost } from '../resources/groups/funds-test-host'
import { sharePriceAt } from './stats-valuation'
import { placementBody } from '../testing/placement'

type Host = Awaited<ReturnType<typeof fundsTestHost>>
interface Stats {
  invested: number
  current_value: number
  change_absolute: number
  change_percent: number
  holdings_count: number
  not_yet_invested: {
    reserved: number
    reserved_count: number
    awaiting_payment: number
    awaiting_payment_count: number
  }
  value_over_time: { date: string; value: number }[]
}

let t: Host
let investorId: number
beforeEach(async () => {
  t = await fundsTestHost()
  investorId = t.userId('investor@example.com')
})

const stats = async (as = investorId) => {
  const res = await (await t.as(as)).get<{ data: Stats }>('/api/stats/investor')
  expect(res.status).toBe(200)
  return res.body.data
}

const mine = (where: (i: Row) => boolean) =>
  t.host.db.table('investments').where((i) => i.user_id === investorId && where(i))
const pennies = (rows: Row[]) => rows.reduce((s, i) => s + Math.round(Number(i.amount) * 100), 0)
const paid = (i: Row) => i.status === 'paid' || i.status === 'completed'

describe('GET /api/stats/investor counts only money invested (issue 25)', () => {
  it('leaves reservations and cash calls out of invested and holdings, and reports them apart', async () => {
    const s = await stats()
    const called = t.host.db
      .table('fund-ledger')
      .where((e) => e.user_id === investorId && e.type === 'capital_call')
    const funds = new Set(
      t.host.db
        .table('fund-ledger')
        .where((e) => e.user_id === investorId)
        .map((e) => e.fund_id),
    )
    expect(Math.round(s.invested * 100)).toBe(pennies(mine(paid)) + pennies(called))
    const heldOpps = new Set(mine(paid).map((i) => i.investment_opportunity_id))
    expect(s.holdings_count).toBe(heldOpps.size + funds.size)

    const reserved = mine((i) => i.status === 'reserved')
    const awaiting = mine((i) => i.status === 'awaiting_payment')
    expect(reserved.length).toBeGreaterThan(0)
    expect(awaiting.length).toBeGreaterThan(0)
    expect(s.not_yet_invested).toEqual({
      reserved: pennies(reserved) / 100,
      reserved_count: reserved.length,
      awaiting_payment: pennies(awaiting) / 100,
      awaiting_payment_count: awaiting.length,
    })
  })

  it('does not move "Invested" when the investor reserves in a new opportunity, until it is paid', async () => {
    const touched = new Set(mine(() => true).map((i) => i.investment_opportunity_id))
    const opp = t.host.db
      .table('investment-opportunities')
      .first(
        (o) =>
          o.status === 2 &&
          !touched.has(o.id) &&
          !o.market_sounding &&
          Number(o.minimum_investment ?? 0) <= 5000 &&
          5000 % Number(o.increment || 1) === 0 &&
          Number(o.maximum_investment ?? Infinity) >= 5000,
      )!
    const before = await stats()
    const placed = await (
      await t.as(investorId)
    ).post<{ data: Row }>('/api/investments', placementBody(t.host.db, opp, 5000))
    expect(placed.status).toBe(201)

    const after = await stats()
    expect(after.invested).toBe(before.invested)
    expect(after.current_value).toBe(before.current_value)
    expect(after.change_absolute).toBe(before.change_absolute)
    expect(after.holdings_count).toBe(before.holdings_count)
    expect(after.not_yet_invested.reserved).toBe(before.not_yet_invested.reserved + 5000)
    expect(after.not_yet_invested.reserved_count).toBe(before.not_yet_invested.reserved_count + 1)

    // Paid, it is money invested: a holding, out of "Reserved".
    const staff = await t.as(t.userId('superadmin@example.com'))
    const res = await staff.post('/api/investments/mark-paid', { ids: [placed.body.data.id] })
    expect(res.status).toBe(200)
    const paidNow = await stats()
    expect(paidNow.invested).toBe(before.invested + 5000)
    expect(paidNow.holdings_count).toBe(before.holdings_count + 1)
    expect(paidNow.not_yet_invested.reserved).toBe(before.not_yet_invested.reserved)
  })

  it('values £43,000 bought at the current share price at £43,000: no penny loss', async () => {
    const db = t.host.db
    const today = t.host.now().toISOString().slice(0, 10)
    // The investor's only money: one paid investment whose whole shares cost a little less
    // than the amount (43,000 / price is not a whole number of shares).
    for (const i of mine(() => true)) db.table('investments').delete(i.id)
    for (const e of db.table('fund-ledger').where((r) => r.user_id === investorId))
      db.table('fund-ledger').delete(e.id)
    const opp = db.table('investment-opportunities').first((o) => {
      const p = sharePriceAt(db, o, today, true)
      return p !== null && p > 0 && (43000 / p) % 1 > 0.05
    })!
    const price = sharePriceAt(db, opp, today, true)!
    const shares = Math.floor(43000 / price)
    expect(shares * price).toBeLessThan(43000)
    await db.table('investments').insert({
      user_id: investorId,
      investment_opportunity_id: opp.id,
      amount: 43000,
      shares,
      share_price: price,
      status: 'completed',
      payment_state: 'cash_call_received',
      reserved_at: '2025-01-01 10:00:00',
      paid_at: '2025-01-10 10:00:00',
      created_at: '2025-01-01 10:00:00',
    })

    const s = await stats()
    expect(s.invested).toBe(43000)
    expect(s.current_value).toBe(43000)
    expect(s.change_absolute).toBe(0)
    expect(s.change_percent).toBe(0)
    expect(s.value_over_time.at(-1)?.value).toBe(43000)
    // Before it was paid it was not in the portfolio's history.
    expect(s.value_over_time.find((p) => p.date < '2025-01-10')?.value ?? 0).toBe(0)
  })
})
