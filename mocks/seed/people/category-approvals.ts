import { timestamp } from '../../db/db'
import type { SeedContext } from '../context'
import { decisionColumns } from '../../resources/groups/category-approval'

/** Investors whose category waits for staff, for QA turning categorisation approval on. */
export const SEEDED_AWAITING = 4

export const SEEDED_REJECTION_REASON =
  'We could not verify the statement you made for this category. Please choose the category that applies to you, or send us evidence that this one does.'

/**
 * The seed keeps categorisation approval off, but a few investors (never the demo accounts)
 * confirmed their category while it was on: four await staff and one was rejected, so the
 * approvals list and the rejected state are there to see once QA turns the flag on. The
 * newest registrations with a category are chosen; no faker calls, so the rest of the seed is
 * unchanged.
 */
export async function seedCategoryApprovals(ctx: SeedContext, investorIds: readonly number[]) {
  const users = ctx.db.table('users')
  const compliance = users.first((u) => u.email === 'compliance@example.com')
  const chosen = investorIds
    .map((id) => users.find(id)!)
    .filter((u) => !String(u.email).endsWith('@example.com'))
    .filter((u) => u.investor_category_id != null && u.email_verified_at !== null)
    .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
    .slice(0, SEEDED_AWAITING + 1)
  for (const [i, user] of chosen.entries()) {
    const rejected = i === SEEDED_AWAITING
    const decision = rejected
      ? {
          status: 'rejected' as const,
          by: compliance?.id ?? null,
          at: decidedAt(ctx, String(user.category_confirmed_at)),
          reason: SEEDED_REJECTION_REASON,
        }
      : { status: 'awaiting' as const, by: null, at: null, reason: null }
    await users.update(user.id, decisionColumns(decision), { silent: true, touch: false })
  }
}

/** The day after they confirmed it, or today if that is still to come. */
function decidedAt(ctx: SeedContext, confirmed: string): string {
  const next = timestamp(new Date(Date.parse(confirmed) + 86_400_000))
  const today = ctx.daysAgo(0)
  return next < today ? next : today
}
