import type { Row } from '../db/db'
import type { Router } from '../http/router'
import { authUser, type RequestContext, type UserRow } from '../http/context'
import { json, validationError } from '../http/responses'
import { defineAction, registerActions } from '../engine/actions'
import { invalidFilter } from '../engine/bad-query'
import { opportunityGrants, staffGrants } from '../engine/grants'
import { isoDate } from '../resources/groups/deals-access'
import { fullName } from '../resources/groups/people-shared'
import type { InvestmentRow } from '../resources/groups/deals-investment-logic'
import {
  CANNOT_CARRY_BACK,
  certificatesOf,
  isPaid,
  mayCarryBack,
  shareIssuesOf,
  type ShareIssueRow,
} from '../resources/groups/tax-relief'
import { investmentJson } from './cash-call-shared'
import { daysBetween } from '../../src/lib/tax-relief'
import { INVESTOR_ROLE } from '../../src/lib/permissions'
import { isoOrder } from '../engine/collation'

const FEATURE = 'tax' as const
const OUTSTANDING_FILTERS = ['investment_opportunity_id'] as const

const opportunityOf = (req: RequestContext, inv: Row) =>
  req.host.db.table('investment-opportunities').find(Number(inv.investment_opportunity_id))

/** The investor who holds it, or staff who may update its opportunity (its stage's resource). */
function mayChoose(req: RequestContext, inv: InvestmentRow): boolean {
  const user = req.user
  if (!user) return false
  if (user.role_id === INVESTOR_ROLE) return inv.user_id === user.id
  return opportunityGrants(user, opportunityOf(req, inv), 'update')
}

/** PUT …/carry-back: the relief counts in the tax year before the share issue's, or not. */
async function chooseCarryBack(
  req: RequestContext,
  data: Record<string, unknown>,
  inv: InvestmentRow,
) {
  const db = req.host.db
  if (!mayCarryBack(db, inv)) return validationError({ carry_back: [CANNOT_CARRY_BACK] })
  const updated = await db
    .table<InvestmentRow>('investments')
    .update(inv.id, { carry_back: data.carry_back ? 1 : 0 })
  return json({ data: investmentJson(req, updated) })
}

/** filter[investment_opportunity_id]=1,2 (spatie's 400 for any other filter). */
function opportunityFilter(req: RequestContext): Set<number> | null {
  const keys = [...req.query.keys()]
    .map((k) => /^filter\[([^\]]+)\]$/.exec(k)?.[1])
    .filter((k): k is string => k !== undefined)
  const bad = keys.filter((k) => !(OUTSTANDING_FILTERS as readonly string[]).includes(k))
  if (bad.length) throw invalidFilter(bad, OUTSTANDING_FILTERS)
  const raw = req.query.get('filter[investment_opportunity_id]')
  if (raw === null) return null
  return new Set(raw.split(',').filter(Boolean).map(Number))
}

/**
 * GET /api/tax-certificates/outstanding: each paid subscription in a share issue whose statement
 * HMRC has authorised and whose investor has no issued certificate yet, oldest first, over the
 * opportunities the caller's role may show.
 */
function outstanding(req: RequestContext) {
  const db = req.host.db
  const user = authUser(req)
  const only = opportunityFilter(req)
  const today = isoDate(req.host.now())
  const authorised = new Map<number, ShareIssueRow>(
    shareIssuesOf(db)
      .where((s) => s.statement_status === 'authorised' && !!s.statement_authorised_at)
      .map((s) => [s.id, s]),
  )
  const certified = new Map<number, string>()
  for (const c of certificatesOf(db).all())
    if (certified.get(c.investment_id) !== 'issued') certified.set(c.investment_id, c.status)
  const rows = db
    .table<InvestmentRow>('investments')
    .where(
      (i) =>
        isPaid(i) &&
        i.share_issue_id != null &&
        authorised.has(i.share_issue_id) &&
        certified.get(i.id) !== 'issued' &&
        (only === null || only.has(i.investment_opportunity_id)),
    )
    .flatMap((inv) => {
      const opp = opportunityOf(req, inv)
      if (!opp || !opportunityGrants(user, opp, 'show')) return []
      const issue = authorised.get(inv.share_issue_id!)!
      const investor = db.table<UserRow>('users').find(inv.user_id)
      const since = String(issue.statement_authorised_at)
      return [
        {
          investment_id: inv.id,
          user_id: inv.user_id,
          investor_name: fullName(investor),
          investor_reference: (investor?.investor_reference as string | null) ?? null,
          investment_opportunity_id: inv.investment_opportunity_id,
          opportunity_name: String(opp.name),
          company_name: (opp.company_name as string | null) ?? null,
          share_issue_id: issue.id,
          scheme: issue.scheme,
          amount: inv.amount,
          statement_authorised_at: since,
          days_outstanding: Math.max(0, daysBetween(since, today)),
          certificate_status: certified.has(inv.id) ? 'uploaded' : 'none',
        },
      ]
    })
  rows.sort(
    (a, b) =>
      isoOrder(a.statement_authorised_at, b.statement_authorised_at) ||
      a.investment_id - b.investment_id,
  )
  return json({ data: rows })
}

export function registerTaxReliefEndpoints(router: Router) {
  registerActions(router, [
    defineAction<InvestmentRow>({
      method: 'PUT',
      path: '/api/investments/:id/carry-back',
      feature: FEATURE,
      load: { table: 'investments', model: 'Investment' },
      may: mayChoose,
      rules: { carry_back: 'required|boolean' },
      handle: chooseCarryBack,
    }),
    defineAction({
      method: 'GET',
      path: '/api/tax-certificates/outstanding',
      feature: FEATURE,
      may: (req) =>
        staffGrants(req.user, 'investment_opportunity_existing', 'index') ||
        staffGrants(req.user, 'investment_opportunity_live', 'index'),
      handle: outstanding,
    }),
  ])
}
