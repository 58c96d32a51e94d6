import { timestamp, type Row } from '../db/db'
import type { Router } from '../http/router'
import { authUser, type RequestContext } from '../http/context'
import { json, validationError } from '../http/responses'
import { defineAction, registerActions } from '../engine/actions'
import { notify } from '../host/notify'
import { recordEvidence } from '../resources/groups/compliance-evidence'
import {
  evidenceOf,
  runScreening,
  SCREENINGS,
  screeningsOf,
  screeningView,
} from '../resources/groups/screening'
import { subjectAt } from './investor-subjects'

export const NOT_REFERRED = 'This screening is not awaiting review.'
export const SCREENING_CTA = '/investor/investments'
export const SCREENING_ICON = 'user_screening_decision'

const investor = subjectAt('users')
/** Reviewing and running checks: `compliance` update (SPEC §6: compliance staff and the admins). */
const REVIEW = { resource: 'compliance', action: 'update', staff: true } as const

/** GET: the investor's checks, newest first (the first is the one that counts). */
function list(req: RequestContext, _data: Record<string, unknown>, row: Row) {
  const db = req.host.db
  return json({ data: screeningsOf(db, row.id).map((s) => screeningView(db, s)) })
}

/** POST: staff ask the provider to screen the investor again (e.g. after a change of name). */
async function run(req: RequestContext, _data: Record<string, unknown>, row: Row) {
  const db = req.host.db
  const check = await runScreening(db, {
    user: row,
    requestedBy: authUser(req).id,
    at: req.host.now(),
  })
  return json({ data: screeningView(db, check) }, 201)
}

/**
 * POST …/decision: staff review a referral (the latest check, status refer) and clear it (the
 * investor may invest) or fail it, with a reason either way. The decision is compliance
 * evidence naming who decided, the matches they reviewed and their reason. Only a clearance is
 * notified: the investor is never told of a sanctions match (no tipping off).
 */
async function decide(req: RequestContext, data: Record<string, unknown>, row: Row) {
  const db = req.host.db
  const latest = screeningsOf(db, row.id)[0]
  if (!latest || latest.status !== 'refer') return validationError({ decision: [NOT_REFERRED] })
  const clear = data.decision === 'clear'
  const staff = authUser(req)
  const now = req.host.now()
  const at = timestamp(now)
  const reason = String(data.reason).trim()
  const status = clear ? 'clear' : 'fail'
  const decided = await db.table(SCREENINGS).update(latest.id, {
    status,
    decided_by: staff.id,
    decided_at: at,
    decision_reason: reason,
    updated_at: at,
  })
  await db.table('users').update(row.id, { screening_status: status }, { touch: false })
  await recordEvidence(db, {
    userId: row.id,
    causerId: staff.id,
    event: 'screening_decided',
    description: clear ? 'Cleared the screening referral' : 'Failed the screening referral',
    properties: evidenceOf(decided, { decision: status, reason }),
    at: now,
  })
  if (clear)
    await notify(req.host, row.id, {
      message: 'Your identity checks are complete. You can now invest.',
      cta: SCREENING_CTA,
      icon: SCREENING_ICON,
    })
  return json({ data: screeningView(db, decided) })
}

export function registerUserScreeningEndpoints(router: Router) {
  registerActions(router, [
    defineAction({
      method: 'GET',
      path: '/api/users/:id/screening',
      feature: 'userScreening',
      load: investor,
      may: { resource: 'investors', action: 'show', staff: true },
      handle: list,
    }),
    defineAction({
      method: 'POST',
      path: '/api/users/:id/screening',
      feature: 'userScreening',
      load: investor,
      may: REVIEW,
      handle: run,
    }),
    defineAction({
      method: 'POST',
      path: '/api/users/:id/screening/decision',
      feature: 'userScreening',
      load: investor,
      may: REVIEW,
      rules: {
        decision: 'required|string|in:clear,fail',
        reason: 'required|string|max:1000',
      },
      handle: decide,
    }),
  ])
}
