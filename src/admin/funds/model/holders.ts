import { personName } from '@/lib/api'
import type { LedgerEntry, NetAssetValue } from '../api/fund-queries'

/** One investor's units in the fund, what they cost and what they are worth at the NAV. */
export interface FundHolder {
  userId: number
  name: string
  units: number
  /** Capital called from them (what the units cost). */
  cost: number
  /** Units at the latest NAV per unit, or the cost before any valuation. */
  value: number
  /** Share of the fund's units, in percent (1 decimal). */
  weight: number
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** The latest valuation by date, or null before any. */
export function latestNav(navs: readonly NetAssetValue[]): NetAssetValue | null {
  let latest: NetAssetValue | null = null
  for (const n of navs)
    if (
      !latest ||
      n.valuation_date > latest.valuation_date ||
      (n.valuation_date === latest.valuation_date && n.id > latest.id)
    )
      latest = n
  return latest
}

/**
 * The fund's holdings by investor, as the portal values each one (openapi fund-ledger.yaml):
 * units from capital calls less redemptions, at the latest NAV per unit. Largest first;
 * investors with no units left are not holders.
 */
export function fundHolders(
  entries: readonly LedgerEntry[],
  navPerUnit: number | null,
): FundHolder[] {
  const byUser = new Map<number, { name: string; units: number; cost: number }>()
  for (const e of entries) {
    const h = byUser.get(e.user_id) ?? {
      name: e.user ? personName(e.user, String(e.user.email ?? '')) : `Investor ${e.user_id}`,
      units: 0,
      cost: 0,
    }
    if (e.type === 'capital_call') {
      h.units += Number(e.units ?? 0)
      h.cost += Number(e.amount)
    }
    if (e.type === 'redemption') h.units -= Number(e.units ?? 0)
    byUser.set(e.user_id, h)
  }
  const held = [...byUser.entries()].filter(([, h]) => h.units > 0)
  const totalUnits = held.reduce((s, [, h]) => s + h.units, 0)
  return held
    .map(([userId, h]) => ({
      userId,
      name: h.name,
      units: h.units,
      cost: round2(h.cost),
      value: round2(navPerUnit === null ? h.cost : h.units * navPerUnit),
      weight: totalUnits > 0 ? Math.round((h.units / totalUnits) * 1000) / 10 : 0,
    }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
}
