import { defineAction, registerActions } from '../engine/actions'
import { grants, opportunityGrants } from '../engine/grants'
import type { Row } from '../db/db'
import type { RequestContext, UserRow } from '../http/context'
import type { Router } from '../http/router'
import { json } from '../http/responses'
import { INVESTOR_ROLE } from '../../src/lib/permissions'
import { isLiveOpportunityStage } from '../../src/lib/investments'
import { investorCanReadOpportunity } from '../resources/groups/deals-access'
import { holdingsOf } from '../resources/groups/funds-holdings'
import { investorStats } from './stats-investor'
import { day, investedOn, isLive, money } from './stats-valuation'
import { isoOrder } from '../engine/collation'

const isInvestor = (u: UserRow | null) => u?.role_id === INVESTOR_ROLE
const sum = (rows: Row[], col: string) => money(rows.reduce((s, r) => s + Number(r[col] ?? 0), 0))

/** GET /api/stats/overview: the admin overview's headline figures (permission overview.index). */
const overview = defineAction({
  method: 'GET',
  path: '/api/stats/overview',
  may: { resource: 'overview', action: 'index' },
  handle: overviewFigures,
})

function overviewFigures(req: RequestContext) {
  const db = req.host.db
  const now = req.host.now()
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString()
  const month = now.toISOString().slice(0, 7)
  const investors = db.table('users').where((u) => u.role_id === INVESTOR_ROLE)
  const investments = db.table('investments').where(isLive)
  const pending = investments.filter((i) => i.status === 'awaiting_payment')
  const funds = db.table('funds').all()
  return json({
    data: {
      investors_count: investors.length,
      new_investors_30d: investors.filter((u) => String(u.created_at) >= since).length,
      // The live-opportunities list's own definition (stages 2-4), so the figures agree.
      live_opportunities_count: db
        .table('investment-opportunities')
        .where((o) => isLiveOpportunityStage(o.stage)).length,
      total_raised: sum(investments, 'amount'),
      raised_this_month: sum(
        investments.filter((i) => investedOn(i).slice(0, 7) === month),
        'amount',
      ),
      pending_cash_calls_count: pending.length,
      pending_cash_calls_amount: sum(pending, 'amount'),
      funds_count: funds.length,
      funds_nav_total: sum(funds, 'nav'),
    },
  })
}

/** GET /api/stats/opportunities/{id}: fundraising progress of one opportunity. */
const opportunity = defineAction({
  method: 'GET',
  path: '/api/stats/opportunities/:id',
  load: { table: 'investment-opportunities', model: 'InvestmentOpportunity' },
  may: (req, opp) =>
    isInvestor(req.user)
      ? investorCanReadOpportunity(req.host.db, req.user!.id, opp.id)
      : opportunityGrants(req.user, opp, 'show'),
  handle: (req, _data, opp) => {
    const db = req.host.db
    const rows = db
      .table('investments')
      .where((i) => i.investment_opportunity_id === opp.id && isLive(i))
    const raised = sum(rows, 'amount')
    const byMonth = new Map<string, number>()
    for (const i of rows)
      byMonth.set(
        investedOn(i).slice(0, 7),
        (byMonth.get(investedOn(i).slice(0, 7)) ?? 0) + Number(i.amount),
      )
    let running = 0
    const overTime = [...byMonth.keys()].sort().map((m) => {
      running += byMonth.get(m) as number
      return { date: `${m}-01`, value: money(running) }
    })
    const target = Number(opp.target_amount ?? 0)
    return json({
      data: {
        investment_opportunity_id: opp.id,
        target_amount: money(target),
        raised_amount: raised,
        percentage_raised: target > 0 ? Math.round((raised / target) * 10000) / 100 : 0,
        investors_count: new Set(rows.map((i) => i.user_id)).size,
        investments_count: rows.length,
        average_ticket: rows.length ? money(raised / rows.length) : 0,
        raised_over_time: overTime,
      },
    })
  },
})

/** GET /api/stats/funds/{id}: NAV history and called against committed capital. */
const fund = defineAction({
  method: 'GET',
  path: '/api/stats/funds/:id',
  load: { table: 'funds', model: 'Fund' },
  // An investor's own holdings only.
  may: (req, row) =>
    isInvestor(req.user)
      ? holdingsOf(req.host.db, req.user!.id).funds.has(row.id)
      : grants(req.user, 'funds', 'show'),
  handle: (req, _data, row) => {
    const db = req.host.db
    const navs = db
      .table('net-asset-values')
      .where((n) => n.fund_id === row.id)
      .sort((a, b) => isoOrder(day(a.valuation_date), day(b.valuation_date)))
    const ledger = db.table('fund-ledger').where((e) => e.fund_id === row.id)
    const upTo = (type: string, date: string) =>
      money(
        ledger
          .filter((e) => e.type === type && day(e.entry_date) <= date)
          .reduce((s, e) => s + Number(e.amount), 0),
      )
    const committed = Number(row.committed_amount ?? 0)
    const called = Number(row.called_amount ?? 0)
    const distributed = upTo('distribution', '9999-12-31') + upTo('redemption', '9999-12-31')
    return json({
      data: {
        fund_id: row.id,
        committed_amount: money(committed),
        called_amount: money(called),
        called_percent: committed > 0 ? Math.round((called / committed) * 10000) / 100 : 0,
        distributed_amount: money(distributed),
        nav: money(Number(row.nav ?? 0)),
        tvpi:
          called > 0
            ? Math.round(((Number(row.nav ?? 0) + distributed) / called) * 100) / 100
            : null,
        nav_history: navs.map((n) => ({
          date: day(n.valuation_date),
          nav_per_unit: Number(n.nav_per_unit),
          total_nav: Number(n.total_nav),
        })),
        called_vs_committed: navs.map((n) => ({
          date: day(n.valuation_date),
          committed: upTo('commitment', day(n.valuation_date)),
          called: upTo('capital_call', day(n.valuation_date)),
        })),
      },
    })
  },
})

export function registerStatsEndpoints(router: Router) {
  registerActions(router, [
    overview,
    // An investor's own figures; staff need `investors` show to read one investor's.
    defineAction({
      method: 'GET',
      path: '/api/stats/investor',
      may: (req) => isInvestor(req.user) || grants(req.user, 'investors', 'show'),
      handle: investorStats,
    }),
    opportunity,
    fund,
  ])
}
