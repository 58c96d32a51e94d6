import { defineAction, registerActions } from '../engine/actions'
import { opportunityGrants } from '../engine/grants'
import type { Router } from '../http/router'
import type { RequestContext, UserRow } from '../http/context'
import { authUser } from '../http/context'
import { forbidden, json, validationError } from '../http/responses'
import { INVESTOR_ROLE } from '../../src/lib/permissions'
import { validate } from '../engine/validate'
import { paginate } from '../engine/paginate'
import { parseListQuery } from '../engine/query-params'
import { parseIncludes } from '../engine/includes'
import { compileFilters, sortSpec, sortedRows } from '../engine/list-query'
import { checkProjection, serialize } from '../engine/serialize'
import { ctxOf } from '../engine/records'
import type { ResourceDef } from '../engine/types'
import { registry } from '../resources'
import { investments } from '../resources/investments'
import type { InvestmentRow } from '../resources/groups/deals-investment-logic'
import {
  MANUAL_PLACEMENT_RULES,
  placeInvestment,
  placeValidated,
  type Placement,
} from './investments-place'
import { registerInvestmentExtras } from './investments-extra'

const def = investments as unknown as ResourceDef

/**
 * SPEC §7 investment routes beside the generic family: the portal's reservation (store), the
 * follow-on, organisation, pension and manual variants, the investors of an opportunity and
 * the investor's own list. Export and show stay with the engine.
 */
export function registerInvestmentEndpoints(router: Router) {
  registerActions(router, [
    place('store', '/api/investments'),
    place('subsequent', '/api/investments/subsequent'),
    place('org', '/api/investments/org'),
    place('pension', '/api/investments/pension'),
    placeManually,
    investorsOfOpportunity,
    defineAction({ method: 'GET', path: '/api/investments/user', handle: ownInvestments }),
  ])
  registerInvestmentExtras(router)
}

export interface InvestorSummary {
  id: number
  name: string
  surname: string | null
  email: string
  investments_count: number
  total_amount: number
  total_shares: number
  paid_amount: number
  reserved_amount: number
  first_invested_at: string
  last_invested_at: string
}

const staffOnly = (req: RequestContext) => req.user?.role_id !== INVESTOR_ROLE

/** An investor's reservation, each variant checking its own eligibility and limits. */
const place = (variant: Placement, path: string) =>
  defineAction({ method: 'POST', path, handle: (req) => placeInvestment(req, variant) })

/** Staff place an investment for an investor, outside the opportunity's limits. */
const placeManually = defineAction({
  method: 'POST',
  path: '/api/investments/manual',
  may: staffOnly,
  rules: MANUAL_PLACEMENT_RULES,
  handle: (req, data) => placeValidated(req, 'manual', data),
})

/** Staff: who invested in an opportunity (cancelled reservations left out), largest first. */
const investorsOfOpportunity = defineAction({
  method: 'GET',
  path: '/api/investments/investors',
  may: staffOnly,
  handle: (req) => investorsOf(req, authUser(req)),
})

function investorsOf(req: RequestContext, actor: UserRow): Response {
  const db = req.host.db
  const { ok, errors, data } = validate(
    { investment_opportunity_id: 'required|integer|exists:investment-opportunities,id' },
    Object.fromEntries(req.query),
    { db },
  )
  if (!ok) return validationError(errors)
  const opp = db.table('investment-opportunities').find(Number(data.investment_opportunity_id))
  if (!opp || !opportunityGrants(actor, opp, 'show')) {
    return forbidden()
  }
  const byUser = new Map<number, InvestorSummary>()
  const rows = db
    .table<InvestmentRow>('investments')
    .where((i) => i.investment_opportunity_id === opp.id && i.status !== 'cancelled')
  for (const i of rows) {
    const user = db.table<UserRow>('users').find(i.user_id)
    if (!user) continue
    const at = String(i.reserved_at ?? i.created_at)
    const s = byUser.get(user.id) ?? {
      id: user.id,
      name: user.name,
      surname: user.surname,
      email: user.email,
      investments_count: 0,
      total_amount: 0,
      total_shares: 0,
      paid_amount: 0,
      reserved_amount: 0,
      first_invested_at: at,
      last_invested_at: at,
    }
    const amount = Number(i.amount)
    s.investments_count++
    s.total_amount = round2(s.total_amount + amount)
    s.total_shares += Number(i.shares ?? 0)
    if (i.status === 'paid' || i.status === 'completed')
      s.paid_amount = round2(s.paid_amount + amount)
    else s.reserved_amount = round2(s.reserved_amount + amount)
    if (at < s.first_invested_at) s.first_invested_at = at
    if (at > s.last_invested_at) s.last_invested_at = at
    byUser.set(user.id, s)
  }
  const all = [...byUser.values()].sort((a, b) => b.total_amount - a.total_amount || a.id - b.id)
  const q = parseListQuery(req.query)
  const start = (q.page - 1) * q.perPage
  return json(paginate(all.slice(start, start + q.perPage), all.length, q.page, q.perPage, req.url))
}

/**
 * The logged-in user's own investments with their opportunity, newest first; the family's
 * filters, sorts and includes apply (portfolio, reservations, cash calls).
 */
function ownInvestments(req: RequestContext): Response {
  const user = authUser(req)
  const ctx = ctxOf(req)
  const q = parseListQuery(req.query)
  const includes = [...new Set(['investmentOpportunity', ...q.includes])]
  const p = { tree: parseIncludes(def, includes, registry), fields: q.fields, appends: q.appends }
  checkProjection(def, p, registry)
  const preds = compileFilters(def, q, ctx)
  const rows = sortedRows(req.host.db.table('investments'), sortSpec(def, q, ctx)).filter(
    (r) => r.user_id === user.id && preds.every((pred) => pred(r)),
  )
  const start = (q.page - 1) * q.perPage
  const page = rows
    .slice(start, start + q.perPage)
    .map((r) => serialize(req.host.db, registry, def, r, p, p.tree, ctx))
  return json(paginate(page, rows.length, q.page, q.perPage, req.url))
}

const round2 = (n: number) => Math.round(n * 100) / 100
