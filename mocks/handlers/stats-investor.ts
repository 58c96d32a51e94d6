import type { RequestContext, UserRow } from '../http/context'
import { json, modelNotFound } from '../http/responses'
import {
  investedOn,
  isInvested,
  notYetInvested,
  toPennies,
} from '../../src/lib/investments/invested-money'
import { INVESTOR_ROLE } from '../../src/lib/permissions'
import { holdingsOf } from '../resources/groups/funds-holdings'
import {
  fundPositions,
  fundValue,
  investmentValue,
  isLive,
  money,
  monthEnds,
} from './stats-valuation'

/**
 * GET /api/stats/investor: the logged-in investor's portfolio (staff with `investors` show, a
 * grant the route checks: ?user_id= of an investor).
 * Only money invested (paid or completed: src/lib/investments/invested-money.ts) is in the
 * figures; requests, reservations and cash calls are reported apart, as the portal shows them.
 */
export function investorStats(req: RequestContext) {
  const db = req.host.db
  const me = req.user as UserRow
  let userId = me.id
  if (me.role_id !== INVESTOR_ROLE) {
    const target = db.table('users').find(req.query.get('user_id'))
    if (!target || target.role_id !== INVESTOR_ROLE)
      return modelNotFound('User', req.query.get('user_id') ?? '')
    userId = target.id
  }
  const today = req.host.now().toISOString().slice(0, 10)
  const opps = db.table('investment-opportunities')
  const live = db.table('investments').where((i) => i.user_id === userId && isLive(i))
  const mine = live.filter((i) => isInvested(i))
  const positions = fundPositions(db, userId, today)

  let invested = 0
  let value = 0
  const sectors = new Map<string, number>()
  const instruments = new Map<string, number>()
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v)
  for (const i of mine) {
    const opp = opps.find(Number(i.investment_opportunity_id))
    const v = investmentValue(db, i, opp, today, true)
    invested += Number(i.amount)
    value += v
    add(sectors, String(db.table('industries').find(Number(opp?.industry_id))?.name ?? 'Other'), v)
    add(instruments, String(db.table('types').find(Number(opp?.type_id))?.name ?? 'Equity'), v)
  }
  for (const p of positions) {
    const v = toPennies(fundValue(db, p, today))
    invested += p.called
    value += v
    add(sectors, 'Funds', v)
    add(instruments, 'Fund', v)
  }
  const series = monthEnds(req.host.now(), 12).map((date) => {
    let total = 0
    for (const i of mine) {
      if (investedOn(i) <= date)
        total += investmentValue(
          db,
          i,
          opps.find(Number(i.investment_opportunity_id)),
          date,
          date === today,
        )
    }
    for (const p of fundPositions(db, userId, date)) total += toPennies(fundValue(db, p, date))
    return { date, value: money(total) }
  })
  const toList = (m: Map<string, number>) =>
    [...m].map(([label, v]) => ({ label, value: money(v) })).sort((a, b) => b.value - a.value)
  const heldOpportunities = new Set(mine.map((i) => Number(i.investment_opportunity_id)))
  const pending = notYetInvested(live)
  invested = toPennies(invested)
  value = toPennies(value)
  return json({
    data: {
      user_id: userId,
      invested,
      current_value: value,
      change_absolute: money(value - invested),
      change_percent: invested > 0 ? Math.round(((value - invested) / invested) * 10000) / 100 : 0,
      holdings_count: heldOpportunities.size + holdingsOf(db, userId).funds.size,
      not_yet_invested: {
        reserved: pending.reserved,
        reserved_count: pending.reservedCount,
        awaiting_payment: pending.awaitingPayment,
        awaiting_payment_count: pending.awaitingPaymentCount,
      },
      value_over_time: series,
      allocation_by_sector: toList(sectors),
      allocation_by_instrument: toList(instruments),
    },
  })
}
