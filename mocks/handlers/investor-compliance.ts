import { defineAction, registerActions } from '../engine/actions'
import type { RequestContext, UserRow } from '../http/context'
import { authUser } from '../http/context'
import type { Router } from '../http/router'
import { json, modelNotFound, validationError } from '../http/responses'
import { validate } from '../engine/validate'
import { toCsv } from '../engine/csv'
import { ROLES } from '../../src/lib/permissions'
import {
  EVIDENCE_CSV_COLUMNS,
  evidenceOf,
  evidenceRows,
  recordEvidence,
} from '../resources/groups/compliance-evidence'

/** The investor the path names, or the answer to give instead (404 for anyone else). */
function investorOf(req: RequestContext): UserRow | Response {
  const id = req.params.id
  const row = /^\d+$/.test(id) ? req.host.db.table<UserRow>('users').find(Number(id)) : undefined
  if (!row || row.role_id !== ROLES.User) return modelNotFound('User', id)
  return row
}

/** GET /api/users/{id}/compliance-evidence: the investor's regulated steps, oldest first. */
function showEvidence(req: RequestContext): Response {
  const user = investorOf(req)
  if (user instanceof Response) return user
  return json({ data: evidenceOf(req.host.db, user.id) })
}

/** GET /api/users/{id}/compliance-evidence/export: the same as CSV, for an auditor. */
function exportEvidence(req: RequestContext): Response {
  const user = investorOf(req)
  if (user instanceof Response) return user
  const csv = toCsv(evidenceRows(evidenceOf(req.host.db, user.id)), EVIDENCE_CSV_COLUMNS)
  const ref = String(user.investor_reference ?? `user-${user.id}`).replace(/[^A-Za-z0-9-]/g, '')
  return new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=UTF-8',
      'Content-Disposition': `attachment; filename="compliance-evidence-${ref}.csv"`,
    },
  })
}

/**
 * POST /api/users/{id}/appropriateness/reset (`user_app_test` create): the investor may take the
 * test again at once. Their earlier answers stay on record; the reset itself is evidence.
 */
async function resetAppropriateness(req: RequestContext): Promise<Response> {
  const user = investorOf(req)
  if (user instanceof Response) return user
  const db = req.host.db
  const before = { tries: Number(user.compliance_tries ?? 0), passed: user.compliance_passed }
  await db.table('users').update(user.id, {
    compliance_passed: 0,
    compliance_tries: 0,
    compliance_failed_at: null,
  })
  await recordEvidence(db, {
    userId: user.id,
    causerId: authUser(req).id,
    event: 'appropriateness_reset',
    description: 'Appropriateness test reset by staff',
    properties: {
      previous_tries: before.tries,
      previous_result: Number(before.passed) === 1 ? 'Passed' : 'Not passed',
    },
    at: req.host.now(),
  })
  return json({
    data: { id: user.id, compliance_passed: 0, compliance_tries: 0, compliance_failed_at: null },
  })
}

/** POST /api/users/{id}/password (`investors_password` update): staff set an investor's password. */
async function setInvestorPassword(req: RequestContext): Promise<Response> {
  const user = investorOf(req)
  if (user instanceof Response) return user
  const { ok, errors, data } = validate(
    { password: 'required|string|min:8|confirmed' },
    req.input.fields,
    { db: req.host.db },
  )
  if (!ok) return validationError(errors)
  await req.host.db.table('users').update(user.id, { password: String(data.password) })
  return json({ message: 'The password has been set.' })
}

/**
 * The grant is checked before the investor is looked up (403, then 404); the password's rules
 * after it (404 before 422), so they stay in setInvestorPassword.
 */
export function registerInvestorComplianceEndpoints(router: Router) {
  registerActions(router, [
    defineAction({
      method: 'GET',
      path: '/api/users/:id/compliance-evidence',
      may: { resource: 'investors', action: 'show' },
      handle: showEvidence,
    }),
    defineAction({
      method: 'GET',
      path: '/api/users/:id/compliance-evidence/export',
      may: { resource: 'investors', action: 'show' },
      handle: exportEvidence,
    }),
    defineAction({
      method: 'POST',
      path: '/api/users/:id/appropriateness/reset',
      may: { resource: 'user_app_test', action: 'create' },
      handle: resetAppropriateness,
    }),
    defineAction({
      method: 'POST',
      path: '/api/users/:id/password',
      may: { resource: 'investors_password', action: 'update' },
      handle: setInvestorPassword,
    }),
  ])
}
