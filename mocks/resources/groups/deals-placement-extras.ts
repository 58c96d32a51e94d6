import type { Database, Row } from '../../db/db'
import { timestamp } from '../../db/db'
import type { FieldErrors } from '../../http/responses'
import type { InvestmentRow } from './deals-investment-logic'
import { isoDay } from '../../../src/lib/investments'

/** Pre-emption answers that take up (part of) the entitlement: maintain, increase, decrease. */
const TAKE_UP_CHOICES = new Set([2, 3, 6])

/**
 * The investor's open pre-emption option on an opportunity: what they may still exercise. Given
 * `today` (YYYY-MM-DD), an option whose deadline day has passed is not open any more, though
 * it may still read `open` (the host keeps no scheduler).
 */
export const openPreEmptionOption = (
  db: Database,
  userId: number,
  oppId: number,
  today?: string,
): Row | undefined =>
  db
    .table('pre-emption-options')
    .first(
      (o) =>
        o.user_id === userId &&
        o.investment_opportunity_id === oppId &&
        o.status === 'open' &&
        (today === undefined || String(o.deadline).slice(0, 10) >= today),
    )

/**
 * A holder taking up exactly their pre-emption entitlement may invest that amount although it
 * is not a round multiple of the increment nor above the minimum: the entitlement is their
 * pro-rata share, computed to the penny.
 */
export function isExactEntitlement(
  db: Database,
  userId: number,
  oppId: number,
  amount: number,
  today?: string,
): boolean {
  const option = openPreEmptionOption(db, userId, oppId, today)
  return (
    option !== undefined &&
    Math.round(Number(option.entitlement_amount) * 100) === Math.round(amount * 100)
  )
}

/**
 * The accepted intent terms must be the opportunity's current (active) set. `required`: an
 * investor placing while the tenant's terms feature is on must accept them when the
 * opportunity has any, as the invest form asks (Laravel's `required_with` on the terms).
 */
export function intentTermErrors(
  db: Database,
  oppId: number,
  intentTermId: unknown,
  required = false,
): FieldErrors {
  if (intentTermId === undefined || intentTermId === null || intentTermId === '') {
    const offered = db
      .table('intent-terms')
      .first((t) => t.investment_opportunity_id === oppId && t.is_active === 1)
    return required && offered ? { intent_term_id: ['The intent term id field is required.'] } : {}
  }
  const terms = db.table('intent-terms').find(Number(intentTermId))
  if (terms && terms.investment_opportunity_id === oppId && terms.is_active === 1) return {}
  return { intent_term_id: ['The selected intent term id is invalid.'] }
}

/**
 * What the host records beside a portal placement: the acceptance of the intent terms (with
 * the amount invested) and, when the holder had answered an open pre-emption option with a
 * take-up, that option as exercised.
 */
export async function recordPlacementExtras(
  db: Database,
  row: InvestmentRow,
  intentTermId: unknown,
  now: Date,
) {
  const at = timestamp(now)
  if (intentTermId !== undefined && intentTermId !== null && intentTermId !== '') {
    await db.table('intents').insert({
      user_id: row.user_id,
      investment_opportunity_id: row.investment_opportunity_id,
      intent_term_id: Number(intentTermId),
      amount: Number(row.amount),
      accepted_at: at,
      created_at: at,
      updated_at: at,
    })
  }
  const option = openPreEmptionOption(db, row.user_id, row.investment_opportunity_id, isoDay(now))
  if (!option) return
  const choice = db.table('pre-emption-choices').first((c) => c.pre_emption_option_id === option.id)
  if (choice && TAKE_UP_CHOICES.has(Number(choice.choice))) {
    await db.table('pre-emption-options').update(option.id, { status: 'exercised' })
  }
}
