import { defineAction, registerActions } from '../engine/actions'
import type { Database, Row } from '../db/db'
import { timestamp } from '../db/db'
import type { RequestContext, UserRow } from '../http/context'
import { complianceTestEnabled, tenantRow } from '../host/features'
import type { Router } from '../http/router'
import { json, message, modelNotFound, validationError } from '../http/responses'
import { INVESTOR_ROLE } from '../../src/lib/permissions'
import { questionnaireStatus, type Questionnaire } from './compliance-status'
import { validateAnswers } from './compliance-validate'
import { recordEvidence, riskWarningShown } from '../resources/groups/compliance-evidence'

export const COOLDOWN_MESSAGE =
  'You will need to wait a further 24 hours before being able to re-attempt the Investor Appropriateness Test.'
export const PASSED_MESSAGE = 'Congratulations you have successfully completed the test.'
export const FAILED_MESSAGE = 'Unfortunately, you have not passed the test.'

const TEST_NAME: Record<Questionnaire, string> = {
  compliance: 'Investor Appropriateness Test',
  'fca-compliance': 'investor categorisation questionnaire',
}

const on = (v: unknown) => v === 1 || v === true || v === '1'

export const TEST_DISABLED_MESSAGE = 'The appropriateness test is not enabled.'

export { complianceTestEnabled }

/** 403 with the reason while the test is off (what a feature middleware would answer). */
const testDisabled = () => message(403, TEST_DISABLED_MESSAGE)

/** GET /api/compliance/settings/{id}: the attempts allowed and whether the test is on. */
const showSettings = defineAction({
  method: 'GET',
  path: '/api/compliance/settings/:id',
  load: { table: 'compliance_settings', model: 'ComplianceSetting' },
  handle: (req, _data, row) => settingsAnswer(req, row),
})

function settingsAnswer(req: RequestContext, row: Row): Response {
  const theme = tenantRow(req.host.db)
  const enabled = theme ? complianceTestEnabled(req.host.db) : on(row.compliance_test_enabled)
  return json({
    data: {
      id: row.id,
      compliance_tries: Number(row.compliance_tries ?? 0),
      compliance_test_enabled: enabled ? 1 : 0,
      cooldown_hours: Number(row.cooldown_hours ?? 24),
    },
  })
}

const TRIES_INVALID = 'The compliance tries field must be an integer between 0 and 9999.'

/**
 * PATCH /api/compliance/settings/{id} (also POST with _method=PATCH): the attempts allowed.
 * Needs `compliance` update (SPEC §6); 0 means unlimited, as the client reads 9999.
 */
const updateSettings = defineAction({
  method: 'PATCH',
  path: '/api/compliance/settings/:id',
  may: { resource: 'compliance', action: 'update' },
  handle: saveSettings,
})

async function saveSettings(req: RequestContext): Promise<Response> {
  const table = req.host.db.table('compliance_settings')
  const row = /^\d+$/.test(req.params.id) ? table.find(req.params.id) : undefined
  if (!row) return modelNotFound('ComplianceSetting', req.params.id)
  const raw = req.input.fields.compliance_tries
  const errors: Record<string, string[]> = {}
  const patch: Record<string, number | string> = {}
  if (raw === undefined || raw === null || raw === '') {
    errors.compliance_tries = ['The compliance tries field is required.']
  } else {
    const n = Number(raw)
    if (!Number.isInteger(n) || n < 0 || n > 9999) errors.compliance_tries = [TRIES_INVALID]
    else patch.compliance_tries = n
  }
  if (Object.keys(errors).length) return validationError(errors)
  const saved = await table.update(row.id, { ...patch, updated_at: timestamp(req.host.now()) })
  return settingsAnswer(req, saved)
}

/** POST /api/{compliance|fca-compliance}/answers: score an attempt and record it (investors). */
const submit = (q: Questionnaire) =>
  defineAction({
    method: 'POST',
    path: `/api/${q}/answers`,
    may: (req) => req.user?.role_id === INVESTOR_ROLE,
    handle: scoreAttempt(q),
  })

const scoreAttempt = (q: Questionnaire) => async (req: RequestContext) => {
  const user = req.user as UserRow
  const db = req.host.db
  // The appropriateness test flag gates its answers; the categorisation questionnaire is not it.
  if (q === 'compliance' && !complianceTestEnabled(db)) return testDisabled()
  const checked = validateAnswers(db, q, req.input.fields)
  if (!checked.ok) return validationError(checked.errors)

  const now = req.host.now()
  const before = questionnaireStatus(db, q, user.id, now)
  const refuse = (text: string) => validationError({ answers: [text] })
  if (before.passed) return refuse(`You have already passed the ${TEST_NAME[q]}.`)
  if (before.retry_available_at) return refuse(COOLDOWN_MESSAGE)
  if (before.tries_remaining <= 0) {
    return refuse(
      `You have used all of your attempts at the ${TEST_NAME[q]}. Please contact us to discuss your options.`,
    )
  }

  const attempt = before.tries + 1
  const at = timestamp(now)
  let score = 0
  for (const a of checked.answers) {
    const correct = on(db.table(`${q}-options`).find(a.option_id)?.is_correct)
    if (correct) score++
    await db.table(`${q}-answers`).insert({
      user_id: user.id,
      question_id: a.question_id,
      option_id: a.option_id,
      bank: checked.bank,
      attempt,
      is_correct: correct ? 1 : 0,
      answered_at: at,
    })
  }
  const passed = score === checked.answers.length
  if (q === 'compliance') {
    await db.table('users').update(user.id, {
      compliance_tries: attempt,
      compliance_passed: passed ? 1 : 0,
      compliance_failed_at: passed ? null : at,
    })
  }
  const after = questionnaireStatus(db, q, user.id, now)
  await recordEvidence(db, {
    userId: user.id,
    causerId: user.id,
    event: 'appropriateness_attempt',
    description: `${passed ? 'Passed' : 'Failed'} the ${TEST_NAME[q]} (attempt ${attempt})`,
    properties: {
      questionnaire: TEST_NAME[q],
      attempt,
      bank: checked.bank,
      score,
      total: checked.answers.length,
      passed,
      cooldown_until: after.retry_available_at,
      risk_warning_shown: riskWarningShown(db),
    },
    at: now,
  })
  return json({
    data: {
      passed,
      score,
      total: checked.answers.length,
      bank: checked.bank,
      attempt,
      message: passed ? PASSED_MESSAGE : FAILED_MESSAGE,
      ...statusJson(q, after),
    },
  })
}

function statusJson(q: Questionnaire, s: ReturnType<typeof questionnaireStatus>) {
  const prefix = q === 'compliance' ? 'compliance' : 'fca_compliance'
  return {
    [`${prefix}_passed`]: s.passed ? 1 : 0,
    [`${prefix}_tries`]: s.tries,
    [`${prefix}_failed_at`]: s.failed_at,
    retry_available_at: s.retry_available_at,
    tries_allowed: s.tries_allowed,
    tries_remaining: s.tries_remaining,
  }
}

/** GET /api/{compliance|fca-compliance}/answers(?update=1): the caller's current result. */
const showStatus = (q: Questionnaire) =>
  defineAction({
    method: 'GET',
    path: `/api/${q}/answers`,
    handle: (req) => {
      const user = req.user as UserRow
      const status = questionnaireStatus(req.host.db, q, user.id, req.host.now())
      return json({ data: statusJson(q, status) })
    },
  })

/** POST /api/compliance/audit: keep a verbatim copy of what the investor submitted. */
const audit = defineAction({
  method: 'POST',
  path: '/api/compliance/audit',
  rules: { answers: 'required|array', questionnaire: 'nullable|in:compliance,fca-compliance' },
  handle: keepAudit,
})

async function keepAudit(req: RequestContext) {
  const fields = { ...req.input.fields }
  delete fields._method
  delete fields._token
  const questionnaire = fields.questionnaire ?? 'compliance'
  if (questionnaire === 'compliance' && !complianceTestEnabled(req.host.db)) return testDisabled()
  const row = await req.host.db.table('compliance_audit').insert({
    user_id: req.user?.id ?? null,
    questionnaire,
    bank: fields.bank === undefined || fields.bank === null ? null : Number(fields.bank),
    payload: fields,
    user_agent: req.request.headers.get('user-agent'),
    created_at: timestamp(req.host.now()),
    updated_at: timestamp(req.host.now()),
  })
  return json({ data: row }, 201)
}

export function registerComplianceEndpoints(router: Router) {
  registerActions(router, [
    showSettings,
    updateSettings,
    showStatus('compliance'),
    submit('compliance'),
    showStatus('fca-compliance'),
    submit('fca-compliance'),
    audit,
  ])
}

/** The answer key, for the mock's GET /__mock/answers (QA and e2e tests take the test with it). */
export function correctAnswers(db: Database, q: Questionnaire = 'compliance') {
  const options = db.table(`${q}-options`).all()
  return db
    .table(`${q}-questions`)
    .where((row) => on(row.is_active))
    .sort((a, b) => Number(a.bank) - Number(b.bank) || Number(a.order) - Number(b.order))
    .map((question: Row) => {
      const correct = options.find((o) => o.question_id === question.id && on(o.is_correct))
      return {
        question_id: question.id,
        question: String(question.question),
        bank: Number(question.bank),
        correct_option_id: correct?.id ?? null,
        correct_option: correct ? String(correct.text) : null,
      }
    })
}
