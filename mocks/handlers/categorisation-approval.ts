import { timestamp, type Row } from '../db/db'
import type { Router } from '../http/router'
import { authUser, type RequestContext } from '../http/context'
import { validationError } from '../http/responses'
import { defineAction, registerActions } from '../engine/actions'
import { notify } from '../host/notify'
import { categoryName, recordEvidence } from '../resources/groups/compliance-evidence'
import { decisionColumns } from '../resources/groups/category-approval'
import { showCategorisation } from './investor-categorisation'
import { subjectAt } from './investor-subjects'

export const NOT_AWAITING = 'This investor category is not awaiting approval.'
/** Where the investor reads the decision and, after a rejection, chooses again. */
export const CATEGORY_CTA = '/investor/profile/investor-type'
export const DECISION_ICON = 'investor_category_decision'

/**
 * Staff with `investor_category` update approve or reject the category an investor confirmed
 * while categorisation approval is on (a reason is required to reject; the investor reads
 * it). The decision is compliance evidence naming who decided, the category and its statement
 * wording, and the investor is notified at once.
 */
async function decide(req: RequestContext, data: Record<string, unknown>, row: Row) {
  if (row.category_approval_status !== 'awaiting' || row.investor_category_id == null)
    return validationError({ decision: [NOT_AWAITING] })
  const db = req.host.db
  const approve = data.decision === 'approve'
  const reason = typeof data.reason === 'string' && data.reason.trim() ? data.reason.trim() : null
  const staff = authUser(req)
  const now = req.host.now()
  const status = approve ? 'approved' : 'rejected'
  const updated = await db
    .table('users')
    .update(row.id, decisionColumns({ status, by: staff.id, at: timestamp(now), reason }))
  const category = db.table('categories').find(Number(row.investor_category_id))
  const name = categoryName(db, row.investor_category_id)
  await recordEvidence(db, {
    userId: row.id,
    causerId: staff.id,
    event: approve ? 'category_approved' : 'category_rejected',
    description: `${approve ? 'Approved' : 'Rejected'} the ${name} categorisation`,
    properties: {
      category_id: row.investor_category_id,
      category: name,
      statements: Array.isArray(category?.statements) ? category.statements : [],
      confirmed_at: row.category_confirmed_at ?? null,
      reason,
    },
    at: now,
  })
  await notify(req.host, row.id, {
    message: approve
      ? `Your investor category (${name}) has been approved.`
      : `Your investor category (${name}) was not approved: ${String(reason)} Please choose your category again.`,
    cta: CATEGORY_CTA,
    icon: DECISION_ICON,
  })
  return showCategorisation(req, 'users', updated)
}

export function registerCategorisationApprovalEndpoints(router: Router) {
  registerActions(router, [
    defineAction({
      method: 'POST',
      path: '/api/users/:id/categorisation/decision',
      feature: 'complianceRequiresCategorisationApproval',
      load: subjectAt('users'),
      may: { resource: 'investor_category', action: 'update', staff: true },
      rules: {
        decision: 'required|string|in:approve,reject',
        reason: 'required_if:decision,reject|nullable|string|max:1000',
      },
      handle: decide,
    }),
  ])
}
