import type { Database, Row } from '../db/db'
import { investedValue } from '../../src/lib/investments/invested-money'
import { isoOrder } from '../engine/collation'

/** Valuations shared by the stats endpoints: share prices for holdings, NAVs for funds. */

export const money = (n: number) => Math.round(n * 100) / 100
export const day = (v: unknown) => String(v ?? '').slice(0, 10)
export const isLive = (i: Row) => i.status !== 'cancelled'

/** When an investment was made: reserved, else created (the raise's calendar, not the money's). */
export const investedOn = (i: Row) => day(i.reserved_at ?? i.created_at)

type Point = { date: string; value: number }
const cache = new WeakMap<object, { version: number; map: Map<number, Point[]> }>()

function history(db: Database, table: string, key: string, date: string, value: string) {
  const t = db.table(table)
  const hit = cache.get(t)
  if (hit && hit.version === t.version) return hit.map
  const map = new Map<number, Point[]>()
  for (const r of t.all()) {
    const id = Number(r[key])
    const list = map.get(id) ?? []
    list.push({ date: day(r[date]), value: Number(r[value]) })
    map.set(id, list)
  }
  for (const list of map.values()) list.sort((a, b) => isoOrder(a.date, b.date))
  cache.set(t, { version: t.version, map })
  return map
}

function at(points: Point[] | undefined, date: string): number | null {
  let found: number | null = null
  for (const p of points ?? []) if (p.date <= date) found = p.value
  return found
}

/**
 * An opportunity's share price on a date from its price history; today (`current`) also falls
 * back to the opportunity's current price. Before any price point there is no price.
 */
export function sharePriceAt(db: Database, opp: Row | undefined, date: string, current = false) {
  if (!opp) return null
  const prices = history(db, 'share-prices', 'investment_opportunity_id', 'effective_date', 'price')
  const p = at(prices.get(opp.id), date)
  if (p !== null) return p
  return current && opp.share_price != null ? Number(opp.share_price) : null
}

/** A fund's NAV per unit on a date (its latest valuation by then). */
export function navPerUnitAt(db: Database, fundId: number, date: string): number | null {
  return at(
    history(db, 'net-asset-values', 'fund_id', 'valuation_date', 'nav_per_unit').get(fundId),
    date,
  )
}

/**
 * Value of an investment in pennies: its shares at the share price plus what the whole shares
 * did not take, falling back to the amount paid (the portal's rule, invested-money.ts).
 */
export function investmentValue(
  db: Database,
  inv: Row,
  opp: Row | undefined,
  date: string,
  current = false,
): number {
  return investedValue(inv, sharePriceAt(db, opp, date, current))
}

export interface FundPosition {
  fund: Row
  units: number
  called: number
  committed: number
  distributed: number
}

/** A user's position in each fund on a date, from their ledger entries. */
export function fundPositions(db: Database, userId: number, date: string): FundPosition[] {
  const byFund = new Map<number, FundPosition>()
  for (const e of db
    .table('fund-ledger')
    .where((r) => r.user_id === userId && day(r.entry_date) <= date)) {
    const fund = db.table('funds').find(Number(e.fund_id))
    if (!fund) continue
    const p = byFund.get(fund.id) ?? { fund, units: 0, called: 0, committed: 0, distributed: 0 }
    const amount = Number(e.amount)
    if (e.type === 'commitment') p.committed += amount
    if (e.type === 'capital_call') {
      p.called += amount
      p.units += Number(e.units ?? 0)
    }
    if (e.type === 'redemption') {
      p.units -= Number(e.units ?? 0)
      p.distributed += amount
    }
    if (e.type === 'distribution') p.distributed += amount
    byFund.set(fund.id, p)
  }
  return [...byFund.values()]
}

export function fundValue(db: Database, p: FundPosition, date: string): number {
  const nav = navPerUnitAt(db, p.fund.id, date)
  return nav === null ? p.called : Math.max(0, p.units) * nav
}

/** Month ends of the last `n` months, then today. */
export function monthEnds(now: Date, n: number): string[] {
  const out: string[] = []
  for (let i = n; i >= 1; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i + 1, 0))
    out.push(d.toISOString().slice(0, 10))
  }
  out.push(now.toISOString().slice(0, 10))
  return out
}
