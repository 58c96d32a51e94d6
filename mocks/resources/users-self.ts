import type { Row } from '../db/db'
import type { Ctx } from '../engine/types'
import { sendEmailVerification } from '../handlers/mail'
import { currentTermsVersion } from '../host/features'

const isSelf = (ctx: Ctx, row?: Row) => !!row && ctx.user !== null && row.id === ctx.user.id

/**
 * `accepted_terms_version` (after `integer|min:0`), as the FormRequest's after() hook:
 * - nobody records a version the tenant has not published: `max:<current terms version>`,
 *   Laravel's numeric `max` wording ("must not be greater than N.");
 * - a user accepting for themselves may not go below what they already accepted (`min:<their
 *   accepted version>`, "must be at least N."): accepting is a regulated step recorded as
 *   evidence, and only ever moves forward. Staff with `investors`/`user` update may lower it to
 *   ask an investor again.
 */
export function termsVersionRefusal(
  input: Record<string, unknown>,
  ctx: Ctx,
  row?: Row,
): Record<string, string[]> | null {
  const sent = input.accepted_terms_version
  if (sent === undefined || sent === null || sent === '') return null
  const version = Number(sent)
  const current = currentTermsVersion(ctx.req.host.db)
  if (version > current)
    return {
      accepted_terms_version: [
        `The accepted terms version field must not be greater than ${current}.`,
      ],
    }
  const accepted = Number(row?.accepted_terms_version ?? 0)
  if (isSelf(ctx, row) && version < accepted)
    return {
      accepted_terms_version: [`The accepted terms version field must be at least ${accepted}.`],
    }
  return null
}

/**
 * Breeze's ProfileController rule for a user's own update: a new email is unverified
 * (`if ($user->isDirty('email')) $user->email_verified_at = null;`) and the verification mail
 * goes to the new address. Staff changing someone else's email leave the verification as is.
 * Runs after the write; returns the row as it now is, for the observers that follow.
 */
export async function verifyChangedEmail(ctx: Ctx, before: Row, row: Row): Promise<Row> {
  if (!isSelf(ctx, row) || before.email === row.email) return row
  const now =
    row.email_verified_at === null
      ? row
      : await ctx.req.host.db.table('users').update(row.id, { email_verified_at: null })
  await sendEmailVerification(ctx.req.host, { id: row.id, email: String(row.email) })
  return now
}
