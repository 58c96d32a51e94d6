import type { Database } from '../db/db'
import { timestamp } from '../db/db'
import { tenantRow } from '../host/features'

export type Questionnaire = 'compliance' | 'fca-compliance'

/** SPEC §9: tries default to 9999, i.e. unlimited. */
export const UNLIMITED_TRIES = 9999

const on = (v: unknown) => v === 1 || v === true || v === '1'

export interface QuestionnaireStatus {
  passed: boolean
  tries: number
  failed_at: string | null
  retry_available_at: string | null
  tries_allowed: number
  tries_remaining: number
}

/**
 * Attempts allowed: unlimited with the risk warning on (SPEC §4), otherwise the compliance
 * settings' compliance_tries, where zero or less also means unlimited.
 */
export function triesAllowed(db: Database): number {
  const theme = tenantRow(db)
  if (theme && (on(theme.risk_warning_enabled) || on(theme.enableRiskWarning)))
    return UNLIMITED_TRIES
  const tries = Number(db.table('compliance_settings').find(1)?.compliance_tries ?? 0)
  return tries > 0 ? tries : UNLIMITED_TRIES
}

export const cooldownHours = (db: Database) =>
  Number(db.table('compliance_settings').find(1)?.cooldown_hours ?? 24)

/**
 * The appropriateness result lives on the user (compliance_passed, compliance_tries,
 * compliance_failed_at, SPEC §3); the FCA questionnaire's is derived from its answer rows.
 */
function recorded(db: Database, q: Questionnaire, userId: number) {
  if (q === 'compliance') {
    const user = db.table('users').find(userId)
    return {
      passed: on(user?.compliance_passed),
      tries: Number(user?.compliance_tries ?? 0),
      failed_at: typeof user?.compliance_failed_at === 'string' ? user.compliance_failed_at : null,
    }
  }
  const rows = db.table(`${q}-answers`).where((a) => a.user_id === userId)
  const attempts = new Map<number, { ok: boolean; at: string }>()
  for (const a of rows) {
    const n = Number(a.attempt)
    const prev = attempts.get(n) ?? { ok: true, at: String(a.answered_at) }
    attempts.set(n, { ok: prev.ok && on(a.is_correct), at: String(a.answered_at) })
  }
  const tries = Math.max(0, ...attempts.keys())
  const passed = [...attempts.values()].some((a) => a.ok)
  const last = attempts.get(tries)
  return { passed, tries, failed_at: !passed && last ? last.at : null }
}

export function questionnaireStatus(
  db: Database,
  q: Questionnaire,
  userId: number,
  now: Date,
): QuestionnaireStatus {
  const r = recorded(db, q, userId)
  const allowed = triesAllowed(db)
  let retry: string | null = null
  if (!r.passed && r.failed_at) {
    const until = Date.parse(r.failed_at) + cooldownHours(db) * 3_600_000
    if (until > now.getTime()) retry = timestamp(new Date(until))
  }
  return {
    passed: r.passed,
    tries: r.tries,
    failed_at: r.passed ? null : r.failed_at,
    retry_available_at: retry,
    tries_allowed: allowed,
    tries_remaining: r.passed ? 0 : Math.max(0, allowed - r.tries),
  }
}
