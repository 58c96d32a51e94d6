import type { Database, Row } from '../../db/db'
import type { Ctx } from '../../engine/types'

/** Investor role id (SPEC §6). */
export const INVESTOR = 5

export interface Holdings {
  funds: Set<number>
  opportunities: Set<number>
}

/**
 * What an investor holds: funds with a ledger position and opportunities with an investment.
 * Scopes call this once per row, so the answer is cached per request (the engine shares one
 * RequestContext for every row of a list) and per table version (writes invalidate it).
 */
const cache = new WeakMap<object, { key: string; holdings: Holdings }>()

export function holdingsOf(db: Database, userId: number, cacheKey?: object): Holdings {
  const ledger = db.table('fund-ledger')
  const investments = db.table('investments')
  const key = `${userId}:${ledger.version}:${investments.version}`
  const hit = cacheKey ? cache.get(cacheKey) : undefined
  if (hit && hit.key === key) return hit.holdings
  const holdings: Holdings = {
    funds: new Set(ledger.where((r) => r.user_id === userId).map((r) => Number(r.fund_id))),
    opportunities: new Set(
      investments
        .where((r) => r.user_id === userId && !isCancelled(r))
        .map((r) => Number(r.investment_opportunity_id)),
    ),
  }
  if (cacheKey) cache.set(cacheKey, { key, holdings })
  return holdings
}

/** Holdings of the viewer of a resource request (investor scopes). */
export function viewerHoldings(ctx: Ctx): Holdings {
  if (!ctx.user) return { funds: new Set(), opportunities: new Set() }
  return holdingsOf(ctx.req.host.db, ctx.user.id, ctx.req)
}

function isCancelled(row: Row): boolean {
  const s = row.status
  return s === 'cancelled' || s === 'canceled' || s === 'withdrawn'
}

export const isInvestor = (ctx: Ctx) => ctx.user?.role_id === INVESTOR

/** Money columns are numbers with two decimals. */
export const money = (n: number) => Math.round(n * 100) / 100

const offered = new WeakMap<object, { version: number; ids: Set<number> }>()

/** Funds with a live (status 2) fund opportunity: open to every investor. */
export function offeredFundIds(db: Database): Set<number> {
  const table = db.table('fund-investment-opportunities')
  const hit = offered.get(table)
  if (hit && hit.version === table.version) return hit.ids
  const ids = new Set(table.where((r) => Number(r.status) === 2).map((r) => Number(r.fund_id)))
  offered.set(table, { version: table.version, ids })
  return ids
}
