import { timestamp, type Row } from '../db/db'
import type { RequestContext } from '../http/context'
import type { MockHost } from '../http/host'
import { hostFlags } from '../host/features'
import { invitationStatus } from '../resources/invitations'
import { sendMail } from './mail'
import { recordEvidence } from '../resources/groups/compliance-evidence'
import { fullName } from '../resources/groups/people-shared'

/** The invitation email's link: the register page, with the email it was sent to (locked there). */
export const registerInvitationLink = (token: string, email: string) =>
  `/register?invitation=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`

/** Staff's invitation to register, as Laravel would mail it when the row is created. */
export async function mailRegisterInvitation(host: MockHost, row: Row) {
  await sendMail(
    host,
    String(row.email),
    'You are invited to open an investor account',
    registerInvitationLink(String(row.token), String(row.email)),
  )
}

export const INVITATION_MESSAGES = {
  required: 'Registration is by invitation only. Ask us for an invitation to register.',
  invalid: 'This invitation link is not valid for this email address.',
  used: 'This invitation has already been used. Log in instead.',
  expired: 'This invitation has expired. Ask us to send you a new one.',
} as const

/**
 * The registration's invitation (token and email must match a register invitation that is
 * neither accepted nor expired), or the 422 field errors that refuse it. Without a token the
 * registration is refused only while invite on register is on.
 */
export function registrationInvitation(
  req: RequestContext,
  email: string,
  token: unknown,
): { invitation: Row | null } | { errors: Record<string, string[]> } {
  const refuse = (key: keyof typeof INVITATION_MESSAGES) => ({
    errors: { email: [INVITATION_MESSAGES[key]] },
  })
  if (token === undefined || token === null || token === '') {
    return hostFlags(req.host.db).inviteOnRegister ? refuse('required') : { invitation: null }
  }
  const invitation = req.host.db
    .table('invitations')
    .first(
      (i) =>
        i.type === 'register' &&
        i.token === String(token) &&
        String(i.email).toLowerCase() === email.toLowerCase(),
    )
  if (!invitation) return refuse('invalid')
  const status = invitationStatus(invitation, { req, user: null })
  if (status === 'accepted') return refuse('used')
  if (status === 'expired') return refuse('expired')
  return { invitation }
}

/**
 * The invitation is used up: it now names the account it opened, and how the investor came is
 * compliance evidence (who invited them and when: registration was not open to the public).
 */
export async function acceptInvitation(req: RequestContext, invitation: Row, userId: number) {
  const db = req.host.db
  const at = timestamp(req.host.now())
  await db
    .table('invitations')
    .update(invitation.id as number, { accepted_at: at, user_id: userId, updated_at: at })
  const inviter = db.table('users').find(Number(invitation.invited_by))
  await recordEvidence(db, {
    userId,
    causerId: userId,
    at: req.host.now(),
    event: 'registered_by_invitation',
    description: inviter
      ? `Registered through an invitation from ${fullName(inviter)}`
      : 'Registered through an invitation',
    properties: {
      invitation_id: invitation.id,
      invited_by: inviter ? fullName(inviter) : null,
      sent_at: invitation.sent_at ?? invitation.created_at ?? null,
    },
  })
}
