import type { Change } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'

type SharePrice = RecordOf<'share-prices'>
type NetAssetValue = RecordOf<'net-asset-values'>
type LedgerEntry = RecordOf<'fund-ledger'>

/** Today as the API writes dates (YYYY-MM-DD, UTC). */
export const isoToday = (now: Date = new Date()) => now.toISOString().slice(0, 10)

export const day = (value: string | null | undefined) => String(value ?? '').slice(0, 10)

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * The share price on `date`: the latest price point effective by then, else the opportunity's
 * own price. The stats endpoint values holdings the same way (openapi stats.yaml), so the
 * table's rows add up to the headline totals.
 */
export function sharePriceOn(
  prices: readonly SharePrice[] | undefined,
  date: string,
  fallback: number | null,
): number | null {
  let found: { date: string; price: number } | null = null
  for (const p of prices ?? []) {
    const on = day(p.effective_date)
    if (on <= date && (!found || on >= found.date)) found = { date: on, price: Number(p.price) }
  }
  return found ? found.price : fallback
}

/** A fund's NAV per unit on `date` (its latest valuation by then), or null before any. */
export function navPerUnitOn(navs: readonly NetAssetValue[] | undefined, date: string) {
  let found: { date: string; nav: number } | null = null
  for (const n of navs ?? []) {
    const on = day(n.valuation_date)
    if (on <= date && (!found || on >= found.date))
      found = { date: on, nav: Number(n.nav_per_unit) }
  }
  return found ? found.nav : null
}

export interface FundPosition {
  units: number
  /** Capital called: what the investor has put in. */
  called: number
  committed: number
  distributed: number
  /** The first ledger entry's date. */
  since: string | null
}

/** The investor's position in a fund from their ledger entries up to `date`. */
export function fundPosition(entries: readonly LedgerEntry[], date: string): FundPosition {
  const p: FundPosition = { units: 0, called: 0, committed: 0, distributed: 0, since: null }
  for (const e of entries) {
    const on = day(e.entry_date)
    if (on > date) continue
    if (!p.since || on < p.since) p.since = on
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
  }
  return { ...p, called: round2(p.called), committed: round2(p.committed) }
}

/** Units at the NAV, or the capital called while the fund has no valuation yet. */
export function fundValue(position: FundPosition, navPerUnit: number | null): number {
  return navPerUnit === null ? position.called : Math.max(0, position.units) * navPerUnit
}

export type { Change }

export function changeOf(invested: number, value: number): Change {
  return {
    amount: round2(value - invested),
    percent: invested > 0 ? Math.round(((value - invested) / invested) * 10000) / 100 : null,
  }
}
