import { timestamp } from '../db/db'
import type { RequestContext } from '../http/context'
import type { Router } from '../http/router'
import { json, validationError, type FieldErrors } from '../http/responses'
import { correctAnswers } from './compliance'
import { cooldownHours, type Questionnaire } from './compliance-status'
import { findUser } from './mock-notify'

const open = { auth: false, csrf: false } as const

const RESULTS = ['passed', 'failed', 'reset', 'end_cooldown'] as const
type Result = (typeof RESULTS)[number]

/**
 * GET /__mock/answers(?questionnaire=fca-compliance): the answer key of the seeded banks, so QA
 * and the e2e journeys can pass the appropriateness test (or the categorisation questionnaire).
 */
function answers(req: RequestContext): Response {
  const q = req.query.get('questionnaire') ?? 'compliance'
  if (q !== 'compliance' && q !== 'fca-compliance')
    return validationError({ questionnaire: ['The selected questionnaire is invalid.'] })
  return json({ questions: correctAnswers(req.host.db, q as Questionnaire) })
}

/**
 * POST /__mock/compliance {email | user_id, result}: set an investor's appropriateness test
 * outcome without taking it. `passed` passes them; `failed` records a failed try now, which
 * starts the cooldown (one more try used); `reset` makes the test untaken again (answer
 * rows removed); `end_cooldown` moves the last failure back past the cooldown so a retry is
 * allowed now (the tries used stay counted).
 */
async function setResult(req: RequestContext): Promise<Response> {
  const errors: FieldErrors = {}
  const user = findUser(req, errors)
  const result = req.input.fields.result as Result
  if (!RESULTS.includes(result))
    errors.result = [`The result field must be one of: ${RESULTS.join(', ')}.`]
  if (!user || Object.keys(errors).length > 0) return validationError(errors)

  const db = req.host.db
  const now = req.host.now()
  const tries = Number(user.compliance_tries ?? 0)
  let patch: Record<string, unknown>
  if (result === 'passed') {
    patch = {
      compliance_passed: 1,
      compliance_failed_at: null,
      compliance_tries: Math.max(tries, 1),
    }
  } else if (result === 'failed') {
    patch = {
      compliance_passed: 0,
      compliance_failed_at: timestamp(now),
      compliance_tries: tries + 1,
    }
  } else if (result === 'reset') {
    const table = db.table('compliance-answers')
    for (const row of table.where((a) => a.user_id === user.id)) table.delete(row.id)
    patch = { compliance_passed: 0, compliance_failed_at: null, compliance_tries: 0 }
  } else {
    const past = now.getTime() - (cooldownHours(db) * 3_600_000 + 60_000)
    patch = user.compliance_failed_at ? { compliance_failed_at: timestamp(new Date(past)) } : {}
  }
  const row = await db.table('users').update(user.id, patch)
  return json({
    data: {
      user_id: row.id,
      compliance_passed: Number(row.compliance_passed ?? 0),
      compliance_tries: Number(row.compliance_tries ?? 0),
      compliance_failed_at: row.compliance_failed_at ?? null,
    },
  })
}

export function registerMockCompliance(router: Router) {
  // By hand: mock controls, not the contract's (no session, no CSRF).
  router.get('/__mock/answers', answers, open)
  router.post('/__mock/compliance', setResult, open)
}
