/** Sweep calls for the two questionnaires: their settings, status, answers and audit. */
import { correctAnswers } from '../handlers/compliance'
import { questionnaireStatus, type Questionnaire } from '../handlers/compliance-status'
import {
  INVESTOR,
  NEW_INVESTOR,
  SUPERADMIN,
  get,
  post,
  type Build,
  type Call,
  type SweepEnv,
} from './sweep-env'
import type { Phase } from './sweep-families'

/** An investor who may still take the questionnaire, and the answers that pass bank 1. */
function attempt(env: SweepEnv, q: Questionnaire): Call {
  const now = env.api.host.now()
  const email = [NEW_INVESTOR, INVESTOR].find((e) => {
    const s = questionnaireStatus(env.db, q, env.user(e).id, now)
    return !s.passed && !s.retry_available_at && s.tries_remaining > 0
  })
  if (!email) throw new Error(`sweep: no demo investor may take the ${q} questionnaire`)
  return post(email, `/api/${q}/answers`, { bank: 1, answers: passing(env, q) })
}

const passing = (env: SweepEnv, q: Questionnaire) =>
  correctAnswers(env.db, q)
    .filter((k) => k.bank === 1)
    .map((k) => ({ question_id: k.question_id, option_id: k.correct_option_id }))

export const QUESTIONNAIRE_SPECIAL: Record<string, [Phase, Build]> = {
  complianceSettingsShow: [
    'read',
    (env) => get(INVESTOR, `/api/compliance/settings/${env.rows('compliance_settings')[0].id}`),
  ],
  complianceSettingsUpdate: [
    'write',
    (env): Call => ({
      as: SUPERADMIN,
      method: 'PATCH',
      url: `/api/compliance/settings/${env.rows('compliance_settings')[0].id}`,
      body: { compliance_tries: 3 },
    }),
  ],
  complianceAnswersStatus: ['read', () => get(INVESTOR, '/api/compliance/answers')],
  complianceAnswersSubmit: ['write', (env) => attempt(env, 'compliance')],
  fcaComplianceAnswersStatus: ['read', () => get(INVESTOR, '/api/fca-compliance/answers')],
  fcaComplianceAnswersSubmit: ['write', (env) => attempt(env, 'fca-compliance')],
  complianceAuditStore: [
    'write',
    (env) =>
      post(INVESTOR, '/api/compliance/audit', {
        questionnaire: 'compliance',
        bank: 1,
        answers: passing(env, 'compliance'),
      }),
  ],
}
