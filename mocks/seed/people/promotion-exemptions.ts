import { recordEvidence } from '../../resources/groups/compliance-evidence'
import {
  EXEMPTION_KEYS,
  EXEMPTION_NAMES,
  PROMOTION_TABLE,
  statementColumns,
  statementEvidence,
  type ExemptionKey,
} from '../../resources/groups/promotion-exemptions'
import { defaultStatement } from '../../resources/groups/promotion-statements'
import type { SeedContext } from '../context'

/** How long ago the two seeded statements were made: one current, one lapsed. */
export const SEEDED_STATEMENT_DAYS = { current: 100, expired: 400 } as const

/**
 * The tenant's four exemptions with their default wording, and two investors who made a
 * statement while the flag was on (the seed keeps it off): one still current, one lapsed, so
 * both are there to see once QA turns it on. The demo investor has none, so the portal asks
 * them. Never a demo account; no faker calls, so the rest of the seed is unchanged.
 */
export async function seedPromotionExemptions(ctx: SeedContext) {
  const db = ctx.db
  const table = db.table(PROMOTION_TABLE)
  const created = ctx.daysAgo(700)
  for (const [i, key] of EXEMPTION_KEYS.entries())
    await table.insert(
      {
        key,
        name: EXEMPTION_NAMES[key],
        statement: defaultStatement(db, key),
        order: i + 1,
        updated_by: null,
        created_at: created,
        updated_at: null,
      },
      { silent: true },
    )
  const users = db.table('users')
  const holders = users
    .where((u) => u.role_id === 5 && u.email_verified_at !== null)
    .filter((u) => !String(u.email).endsWith('@example.com'))
    .sort((a, b) => a.id - b.id)
    .slice(0, 2)
  for (const [i, user] of holders.entries()) {
    const days = i === 0 ? SEEDED_STATEMENT_DAYS.current : SEEDED_STATEMENT_DAYS.expired
    const key: ExemptionKey = i === 0 ? 'high_net_worth' : 'self_certified_sophisticated'
    const at = new Date(Date.parse(ctx.daysAgo(days)))
    const row = await users.update(user.id, statementColumns(key, defaultStatement(db, key), at), {
      silent: true,
      touch: false,
    })
    await recordEvidence(db, statementEvidence(row, EXEMPTION_NAMES[key]), { silent: true })
  }
}
