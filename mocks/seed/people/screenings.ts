import type { Row } from '../../db/db'
import type { SeedContext } from '../context'
import { runScreening } from '../../resources/groups/screening'
import { WATCHLIST } from '../../resources/groups/screening-provider'

/** The investors the mock provider's lists hold (their names are on WATCHLIST). */
export const SEEDED_REFERRED = {
  email: 'viktor.orlov@example.net',
  name: 'Viktor',
  surname: 'Orlov',
}
export const SEEDED_FAILED = {
  email: 'marta.kessler@example.net',
  name: 'Marta',
  surname: 'Kessler',
}

const at = (stamp: unknown) => new Date(String(stamp))

/**
 * The seed keeps user screening off, but every investor with a verified email was screened
 * when they joined, as if it had been on: all clear but two, who carry the names on the mock
 * provider's lists. The newest investor ready to invest is Viktor Orlov, a possible sanctions
 * match referred to staff; the next, Marta Kessler, whose identity the provider could not
 * verify. So the referral list, the review and the refusal are there to see once QA turns the
 * flag on. No faker calls, so the rest of the seed is unchanged.
 */
export async function seedScreenings(ctx: SeedContext, investorIds: readonly number[]) {
  const users = ctx.db.table('users')
  const ready = investorIds
    .map((id) => users.find(id)!)
    .filter((u) => !String(u.email).endsWith('@example.com') && u.email_verified_at !== null)
    .filter((u) => u.compliance_passed === 1 && u.accepted_terms_version === 1)
    .filter((u) => u.investor_category_id != null && u.category_approval_status == null)
    .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
  const listed = [SEEDED_REFERRED, SEEDED_FAILED]
  for (const [i, who] of listed.entries()) {
    const row = ready[i]
    if (row) await users.update(row.id, who, { silent: true, touch: false })
  }
  for (const id of investorIds) {
    const user = users.find(id) as Row
    // Those who never verified their email joined before screening (they cannot invest anyway).
    if (user.email_verified_at === null) continue
    await runScreening(
      ctx.db,
      { user, requestedBy: null, at: at(user.created_at) },
      { silent: true },
    )
  }
}

/** The list entries the two seeded investors match (for tests). */
export const seededMatch = (outcome: 'refer' | 'fail') =>
  WATCHLIST.find((e) => e.outcome === outcome)!
