import type { Database } from '../db/db'

/** The opportunity's current intent terms: what an investor placing accepts, if it has any. */
export const currentIntentTermId = (db: Database, oppId: number): number | undefined =>
  db.table('intent-terms').first((t) => t.investment_opportunity_id === oppId && t.is_active === 1)
    ?.id

/**
 * An investor's placement, as the invest form sends it: the opportunity's current intent terms
 * accepted (the host asks for them while the terms feature is on).
 */
export function placementBody(
  db: Database,
  opp: { id: number },
  amount: unknown,
  extra: Record<string, unknown> = {},
) {
  const intentTermId = currentIntentTermId(db, opp.id)
  return {
    investment_opportunity_id: opp.id,
    amount,
    ...(intentTermId !== undefined && { intent_term_id: intentTermId }),
    ...extra,
  }
}
