import { opportunityGrants } from '../engine/grants'
import type { Database, Row } from '../db/db'
import { defineAction, registerActions } from '../engine/actions'
import type { Router } from '../http/router'
import { json } from '../http/responses'
import { INVESTOR_ROLE } from '../../src/lib/permissions'
import { DEFAULT_SHARE_CLASS } from '../resources/groups/deals-investment-logic'
import { fullName } from '../resources/groups/deals-investment-logic'
import { isLive, money, sharePriceAt } from './stats-valuation'
import { isoOrder } from '../engine/collation'

interface Holding {
  user_id: number | null
  name: string
  share_class: string
  shares: number
  invested: number
}

/** The holder standing for the shares in issue before the round the platform ran. */
export const PRE_ROUND_HOLDER = 'Shareholders before the round'

export function registerCapTableEndpoints(router: Router) {
  registerActions(router, [capTable])
}

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10000) / 100 : 0

/**
 * The price the round was placed at: its first recorded price, else what investors paid, else
 * the opportunity's price. Needed to turn the pre-money valuation into the shares before it.
 */
function roundPrice(db: Database, opp: Row, live: Row[]): number | null {
  const first = db
    .table('share-prices')
    .where((p) => p.investment_opportunity_id === opp.id)
    .sort((a, b) => isoOrder(String(a.effective_date), String(b.effective_date)))[0]
  const paid = live.find((i) => Number(i.share_price) > 0)?.share_price
  const price = Number(first?.price ?? paid ?? opp.share_price ?? 0)
  return price > 0 ? price : null
}

/**
 * The opportunity's register: its investors' shares (investments not cancelled) grouped by
 * investor and share class, plus the shares in issue before the round, derived from the
 * pre-money valuation at the round price when the opportunity states one. The platform knows
 * no founder register of its own, so those holders stand as one line.
 */
export function capTableOf(db: Database, opp: Row, today: string) {
  const live = db
    .table('investments')
    .where((i) => i.investment_opportunity_id === opp.id && isLive(i) && Number(i.shares) > 0)
  const price = sharePriceAt(db, opp, today, true)
  const holders = new Map<string, Holding>()
  for (const i of live) {
    const shareClass = String(i.share_class ?? '') || DEFAULT_SHARE_CLASS
    const key = `${i.user_id}:${shareClass}`
    const user = db.table('users').find(Number(i.user_id))
    const h = holders.get(key) ?? {
      user_id: Number(i.user_id),
      name: user ? fullName(user as never) : `Investor ${i.user_id}`,
      share_class: shareClass,
      shares: 0,
      invested: 0,
    }
    h.shares += Number(i.shares)
    h.invested += Number(i.amount)
    holders.set(key, h)
  }
  const round = roundPrice(db, opp, live)
  const preMoney = Number(opp.pre_money_valuation ?? 0)
  const preRoundShares = round && preMoney > 0 ? Math.round(preMoney / round) : 0
  const rows: ({ kind: 'investor' | 'pre_round' } & Holding)[] = [...holders.values()].map((h) => ({
    kind: 'investor',
    ...h,
  }))
  if (preRoundShares > 0)
    rows.push({
      kind: 'pre_round',
      user_id: null,
      name: PRE_ROUND_HOLDER,
      share_class: DEFAULT_SHARE_CLASS,
      shares: preRoundShares,
      invested: 0,
    })
  const total = rows.reduce((s, r) => s + r.shares, 0)
  const classes = new Map<string, { shares: number; holders: number }>()
  for (const r of rows) {
    const c = classes.get(r.share_class) ?? { shares: 0, holders: 0 }
    c.shares += r.shares
    c.holders += 1
    classes.set(r.share_class, c)
  }
  return {
    investment_opportunity_id: opp.id,
    as_of: today,
    share_price: price,
    round_price: round,
    total_shares: total,
    valuation: price !== null ? money(total * price) : null,
    holders: rows
      .map((r) => ({
        ...r,
        invested: money(r.invested),
        percent: percent(r.shares, total),
        value: price !== null ? money(r.shares * price) : null,
        // Multiple on invested capital: what the holding is worth per pound put in.
        moic:
          r.kind === 'investor' && r.invested > 0 && price !== null
            ? Math.round(((r.shares * price) / r.invested) * 100) / 100
            : null,
      }))
      .sort((a, b) => b.shares - a.shares || a.name.localeCompare(b.name)),
    share_classes: [...classes]
      .map(([share_class, c]) => ({ share_class, ...c, percent: percent(c.shares, total) }))
      .sort((a, b) => b.shares - a.shares),
  }
}

/** GET /api/investment-opportunities/{id}/cap-table: staff who may show the opportunity. */
const capTable = defineAction({
  method: 'GET',
  path: '/api/investment-opportunities/:id/cap-table',
  feature: 'capTable',
  load: { table: 'investment-opportunities', model: 'InvestmentOpportunity' },
  // Other investors' holdings: a staff view only, as the opportunity's own screens are.
  may: (req, opp) =>
    req.user?.role_id !== INVESTOR_ROLE && opportunityGrants(req.user, opp, 'show'),
  handle: (req, _data, opp) =>
    json({ data: capTableOf(req.host.db, opp, req.host.now().toISOString().slice(0, 10)) }),
})
