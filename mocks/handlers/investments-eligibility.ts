import type { Database } from '../db/db'
import type { UserRow } from '../http/context'
import { message, validationError, type FieldErrors } from '../http/responses'
import { INVESTOR_ROLE } from '../../src/lib/permissions'
import {
  investBlockKinds,
  investFacts,
  type InvestBlockKind,
} from '../../src/lib/investments/invest-eligibility'
import { questionnaireStatus } from './compliance-status'
import { tenantRow } from '../host/features'

/** Laravel's `verified` middleware (EnsureEmailIsVerified) on a JSON request. */
export const EMAIL_NOT_VERIFIED = 'Your email address is not verified.'

/** Financial promotion exemptions: no statement made in the last 12 months. */
export const PROMOTION_REFUSAL =
  'You must make a financial promotion exemption statement before you invest. A statement lasts 12 months.'

/** The field each refusal is reported on (the portal shows it in the form's error summary). */
export const REFUSAL_FIELDS: Record<Exclude<InvestBlockKind, 'email'>, string> = {
  terms: 'terms',
  categorisation: 'investor_category_id',
  categorisationApproval: 'investor_category_id',
  categorisationRejected: 'investor_category_id',
  internationalAml: 'international_aml',
  internationalAmlFailed: 'international_aml',
  appropriateness: 'appropriateness_test',
  cooldown: 'appropriateness_test',
  attempts: 'appropriateness_test',
  promotionExemption: 'promotion_exemption',
  screening: 'screening',
  screeningFailed: 'screening',
}

function refusalMessage(kind: Exclude<InvestBlockKind, 'email'>, retryAt: string | null): string {
  switch (kind) {
    case 'terms':
      return 'You must accept the current terms and conditions before you invest.'
    case 'categorisation':
      return 'You must confirm your investor category before you invest.'
    case 'categorisationApproval':
      return 'Your investor category is awaiting approval. You can invest once it is approved.'
    case 'categorisationRejected':
      return 'Your investor category was not approved. You must confirm your investor category again before you invest.'
    case 'internationalAml':
      return 'You must pass our international check before you invest. Upload the documents it asks for; we will review them.'
    case 'internationalAmlFailed':
      return 'You did not pass our international check, so you cannot invest. Please contact us.'
    case 'appropriateness':
      return 'You must pass the appropriateness test before you invest.'
    case 'cooldown':
      return `You did not pass the appropriateness test. You can retake it after ${retryAt ?? 'the 24-hour wait'}.`
    case 'attempts':
      return 'You have used all your attempts at the appropriateness test.'
    case 'promotionExemption':
      return PROMOTION_REFUSAL
    case 'screening':
      return 'We are still checking your identity. You can invest once our checks are complete.'
    case 'screeningFailed':
      return 'We could not complete our identity checks, so you cannot invest. Please contact us.'
  }
}

/**
 * Why this investor may not invest now, by the shared rule of the portal
 * (src/lib/investments/invest-eligibility.ts): the tenant's settings row, the user's columns
 * and the appropriateness test's status. Staff are not subject to it (their placements have
 * their own rules). Returns the 403 of the `verified` middleware, the 422 field errors of the
 * other reasons, or nothing.
 */
export function investorRefusal(
  db: Database,
  user: UserRow,
  now: Date,
): { response: Response } | { errors: FieldErrors } | null {
  if (user.role_id !== INVESTOR_ROLE) return null
  const settings = tenantRow(db)
  let retryAt: string | null = null
  const facts = investFacts({
    user: user as never,
    settings,
    now: now.getTime(),
    status: () => {
      const s = questionnaireStatus(db, 'compliance', user.id, now)
      retryAt = s.retry_available_at
      return { passed: s.passed, tries: s.tries, retryAt, allowed: s.tries_allowed }
    },
  })
  const kinds = investBlockKinds(facts)
  if (kinds.includes('email')) return { response: message(403, EMAIL_NOT_VERIFIED) }
  if (kinds.length === 0) return null
  const errors: FieldErrors = {}
  for (const kind of kinds) {
    if (kind === 'email') continue
    const field = REFUSAL_FIELDS[kind]
    errors[field] ??= [refusalMessage(kind, retryAt)]
  }
  return { errors }
}

/** The refusal as a response, for routes with nothing else to validate (the payment routes). */
export function investorRefusalResponse(db: Database, user: UserRow, now: Date): Response | null {
  const refusal = investorRefusal(db, user, now)
  if (!refusal) return null
  return 'response' in refusal ? refusal.response : validationError(refusal.errors)
}
