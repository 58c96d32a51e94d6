import { defineAction, registerActions } from '../engine/actions'
import type { Router } from '../http/router'
import type { RequestContext, UserRow } from '../http/context'
import { json, modelNotFound, validationError } from '../http/responses'
import { validate } from '../engine/validate'
import { insertRecord, recordJson } from '../engine/records'
import { registry } from '../resources'
import { timestamp, type Row } from '../db/db'
import { isStaff, ROLES } from '../../src/lib/permissions'
import { activeSuperAdmins, STAFF_ROLE_IDS } from '../resources/groups/staff-accounts'
import { sendMail } from './mail'

/** How long an invitation link stays usable (Laravel's password broker expiry is 60 min; invitations last longer). */
export const INVITATION_HOURS = 72

interface InvitationToken extends Row {
  email: string
  token: string
  created_at: string
}

const usersDef = () => registry.family('users')!
const users = (req: RequestContext) => req.host.db.table<UserRow>('users')
export const invitationTokens = (req: RequestContext) =>
  req.host.db.table<InvitationToken>('staff_invitations')

function randomToken() {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
}

/** The invitation link's path (the app's public set-password page). */
export const setPasswordLink = (token: string, email: string) =>
  `/set-password/${token}?email=${encodeURIComponent(email)}`

/**
 * Admin accounts (SPEC §2 settings, resource `user`): invite a staff member (no usable
 * password; the mailed link leads to the set-password page), deactivate and reactivate.
 * A deactivated user cannot log in, and their open session answers 401 at its next call
 * (http/pipeline.ts treats them as signed out).
 */
export function registerAdminAccountEndpoints(router: Router) {
  registerActions(router, [inviteStaff, toggle(true), toggle(false)])
}

const inviteStaff = defineAction({
  method: 'POST',
  path: '/api/users/invite',
  may: { resource: 'user', action: 'create' },
  rules: {
    name: 'required|string|max:255',
    surname: 'required|string|max:255',
    email: 'required|string|email|max:255|unique:users,email',
    role_id: `required|integer|in:${STAFF_ROLE_IDS.join(',')}`,
  },
  handle: async (req, data) => {
    const user = (await insertRecord(req, usersDef(), {
      name: data.name,
      surname: data.surname,
      email: data.email,
      role_id: Number(data.role_id),
      password: randomToken(),
      email_verified_at: timestamp(req.host.now()),
      invited_at: timestamp(req.host.now()),
    })) as UserRow
    const token = randomToken()
    await invitationTokens(req).insert({
      email: user.email,
      token,
      created_at: timestamp(req.host.now()),
    })
    await sendMail(
      req.host,
      user.email,
      'You have been invited to the admin portal',
      setPasswordLink(token, user.email),
    )
    return json({ data: recordJson(req, registry, usersDef(), user) }, 201)
  },
})

/** Deactivate or reactivate a staff account; the business rules are 422s of their own. */
const toggle = (deactivate: boolean) =>
  defineAction({
    method: 'POST',
    path: `/api/users/:id/${deactivate ? 'deactivate' : 'reactivate'}`,
    may: { resource: 'user', action: 'update' },
    handle: (req) => setDeactivated(req, deactivate),
  })

async function setDeactivated(req: RequestContext, deactivate: boolean) {
  const id = Number(req.params.id)
  const row = users(req).find(id)
  if (!row || !isStaff(row.role_id)) return modelNotFound('User', req.params.id)
  if (deactivate) {
    if (row.id === req.user!.id)
      return validationError({ user: ['You cannot deactivate your own account.'] })
    const supers = activeSuperAdmins(req)
    if (row.role_id === ROLES.Super_Admin && supers.length <= 1 && !row.deactivated_at)
      return validationError({ user: ['The last active Super_Admin cannot be deactivated.'] })
  }
  await users(req).update(id, {
    deactivated_at: deactivate ? (row.deactivated_at ?? timestamp(req.host.now())) : null,
  })
  return json({ data: recordJson(req, registry, usersDef(), users(req).find(id)!) })
}

/**
 * POST /api/auth/set-password without a session: the invitation link's token and email. The
 * token is used once and expires after INVITATION_HOURS; the invitation is then accepted.
 */
export async function setPasswordWithToken(req: RequestContext): Promise<Response> {
  const v = validate(
    {
      token: 'required|string',
      email: 'required|email',
      password: 'required|string|min:8|confirmed',
    },
    req.input.fields,
    { db: req.host.db },
  )
  if (!v.ok) return validationError(v.errors)
  const email = String(v.data.email).toLowerCase()
  const tokens = invitationTokens(req)
  const hit = tokens.first((t) => t.token === v.data.token && t.email.toLowerCase() === email)
  const user = users(req).first((u) => u.email.toLowerCase() === email)
  if (!hit || !user)
    return validationError({ email: ['This invitation link is invalid or has already been used.'] })
  const age = req.host.now().getTime() - new Date(hit.created_at).getTime()
  if (age > INVITATION_HOURS * 3600 * 1000) {
    tokens.delete(hit.id)
    return validationError({
      email: ['This invitation link has expired. Ask an administrator to invite you again.'],
    })
  }
  await users(req).update(user.id, { password: String(v.data.password), invited_at: null })
  tokens.delete(hit.id)
  return json({ message: 'Your password has been set.' })
}
