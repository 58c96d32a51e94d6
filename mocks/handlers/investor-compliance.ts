import { grants } from '../engine/grants'
import type { RequestContext, UserRow } from '../http/context'
import { authUser } from '../http/context'
import type { Router } from '../http/router'
import { forbidden, json, modelNotFound, validationError } from '../http/responses'
import { validate } from '../engine/validate'
import { toCsv } from '../engine/csv'
import { ROLES, type Action, type Resource } from '../../src/lib/permissions'
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

const allowed = (req: RequestContext, resource: Resource, action: Action) =>
  grants(authUser(req), resource, action)

/** GET /api/users/{id}/compliance-evidence: the investor's regulated steps, oldest first. */
function showEvidence(req: RequestContext): Response {
  if (!allowed(req, 'investors', 'show')) return forbidden()
  const user = investorOf(req)
  if (user instanceof Response) return user
  return json({ data: evidenceOf(req.host.db, user.id) })
}

/** GET /api/users/{id}/compliance-evidence/export: the same as CSV, for an auditor. */
function exportEvidence(req: RequestContext): Response {
  if (!allowed(req, 'investors', 'show')) return forbidden()
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
  if (!allowed(req, 'user_app_test', 'create')) return forbidden()
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
  if (!allowed(req, 'investors_password', 'update')) return forbidden()
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

export function registerInvestorComplianceEndpoints(router: Router) {
  router.get('/api/users/:id/compliance-evidence', showEvidence)
  router.get('/api/users/:id/compliance-evidence/export', exportEvidence)
  router.post('/api/users/:id/appropriateness/reset', resetAppropriateness)
  router.post('/api/users/:id/password', setInvestorPassword)
}
