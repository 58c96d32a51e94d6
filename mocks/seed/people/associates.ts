import type { SeedContext } from '../context'
import { DEMO_INVESTOR, type SeededUsers } from './users'

const DEFAULTS = [
  ['superadmin@example.com', 'Relationship owner'],
  ['compliance@example.com', 'Compliance contact'],
] as const

/**
 * The default investor associates (settings): the relationship owner and the compliance
 * contact. The demo investor has them too, as if they had registered with the feature on.
 */
export async function seedAssociates(ctx: SeedContext) {
  const at = ctx.daysAgo(200)
  for (const [email, role_label] of DEFAULTS) {
    const user = ctx.db.table('users').first((u) => u.email === email)!
    const row = { user_id: user.id, role_label, created_at: at, updated_at: at }
    await ctx.insert('default-associates', row)
    await ctx.insert('investor-associates', { ...row, investor_id: DEMO_INVESTOR })
  }
}

/**
 * Three invitations to register QA can open by their link (/register?invitation=…&email=…):
 * one pending, one used (it opened the new investor's account) and one expired.
 */
export async function seedDemoInvitations(ctx: SeedContext, users: SeededUsers) {
  const shapes = [
    ['invited@example.com', 'Olivia', 'Grant', 'demo-invitation-pending', 2, null],
    ['newinvestor@example.com', 'Emily', 'Carter', 'demo-invitation-used', 40, 39],
    ['lapsed@example.com', 'Oscar', 'Hale', 'demo-invitation-expired', 30, null],
  ] as const
  for (const [email, first, last, token, sentDays, acceptedDays] of shapes) {
    const sent = ctx.daysAgo(sentDays)
    const invitee = ctx.db.table('users').first((u) => u.email === email)
    await ctx.insert('invitations', {
      type: 'register',
      email,
      name: `${first} ${last}`,
      user_id: invitee?.id ?? null,
      investment_opportunity_id: null,
      invited_by: users.owners[0],
      token,
      message: null,
      sent_at: sent,
      accepted_at: acceptedDays === null ? null : ctx.daysAgo(acceptedDays),
      expires_at: ctx.daysAgo(sentDays - 14),
      created_at: sent,
      updated_at: sent,
    })
  }
}
