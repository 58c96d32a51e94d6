import type { RequestContext, UserRow } from '../http/context'
import { registry } from '../resources'
import { randomHex, sendMail } from './mail'

/** The accounts the session routes sign in, register and reset, found by email as typed. */
export const users = (req: RequestContext) => req.host.db.table<UserRow>('users')

export const byEmail = (req: RequestContext, email: unknown) =>
  users(req).first((u) => u.email.toLowerCase() === String(email ?? '').toLowerCase())

export const randomToken = () => randomHex()

export const usersDef = () => registry.family('users')!

/** A password reset token for the address, mailed as a link to the reset form. */
export async function mailResetLink(req: RequestContext, email: string, subject: string) {
  const token = randomToken()
  await req.host.db.table('password_resets').insert({ email, token })
  await sendMail(
    req.host,
    email,
    subject,
    `/reset-password/${token}?email=${encodeURIComponent(email)}`,
  )
}
