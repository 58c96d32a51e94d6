import { timestamp } from '../db/db'
import type { RequestContext, UserRow } from '../http/context'
import { json, message, noContent, validationError } from '../http/responses'
import { regenerateSession, startSession } from '../http/session'
import { defineAction } from '../engine/actions'
import { insertRecord } from '../engine/records'
import { INVESTOR_ROLE } from '../../src/lib/permissions'
import { sendEmailVerification } from './mail'
import { acceptInvitation, registrationInvitation } from './register-invitations'
import { currentUserJson } from './current-user'
import { currentTermsVersion, hostFlags } from '../host/features'
import { recordEvidence, riskWarningShown } from '../resources/groups/compliance-evidence'
import { mailResetLink, randomToken, users, usersDef } from './session-users'

/** What registering and staff's manual registration both ask of a new investor. */
const PERSON_RULES = {
  name: 'required|string|max:255',
  surname: 'required|string|max:255',
  email: 'required|string|email|max:255|unique:users,email',
}

/** What staff may give a new investor besides name, surname, email and phone. */
// prettier-ignore
const INVESTOR_DETAILS = [
  'date_of_birth', 'address_line_1', 'address_line_2', 'city', 'county', 'postcode', 'country',
  'nationality', 'owner_id', 'lead_status_id', 'investor_type_id',
] as const

/** The details' rules are the users family's own, read when the family is declared. */
const manualRegisterRules = () => {
  const rules = usersDef().rules ?? {}
  const extra = Object.fromEntries(INVESTOR_DETAILS.map((f) => [f, rules[f]!]))
  return { ...extra, ...PERSON_RULES, phone: 'nullable|string|max:50' }
}

/**
 * Creates an investor on staff's behalf (a verified email, no usable password) and emails an
 * invitation whose link leads to the password reset form. Manual registration and converting
 * a contact both use it.
 */
export async function inviteInvestor(req: RequestContext, fields: Record<string, unknown>) {
  const user = (await insertRecord(req, usersDef(), {
    owner_id: req.user!.id,
    ...fields,
    password: randomToken(),
    role_id: INVESTOR_ROLE,
    email_verified_at: timestamp(),
  })) as UserRow
  await mailResetLink(req, user.email, 'You have been invited')
  return user
}

/**
 * Terms accepted on the registration form count as accepting the current version: the new
 * investor is not asked again on their first page, and the acceptance is compliance evidence.
 */
async function acceptTermsOnRegister(req: RequestContext, user: UserRow) {
  const db = req.host.db
  const version = currentTermsVersion(db)
  await users(req).update(user.id, { accepted_terms_version: version })
  await recordEvidence(db, {
    userId: user.id,
    causerId: user.id,
    at: req.host.now(),
    event: 'terms_accepted',
    description: `Accepted the terms and conditions version ${version} when registering`,
    properties: { version, previous_version: 0, risk_warning_shown: riskWarningShown(db) },
  })
}

/** Signing up, staff's manual registration, and verifying the email address. */
export const registrationActions = [
  defineAction({
    method: 'POST',
    path: '/register',
    options: { auth: false },
    // The terms are asked for (and must be accepted) while the tenant's terms feature is on.
    rules: (req) => ({
      ...PERSON_RULES,
      password: 'required|string|min:8|confirmed',
      invitation: 'nullable|string|max:255',
      ...(hostFlags(req.host.db).termsConditions ? { terms: 'accepted' } : {}),
    }),
    handle: async (req, data) => {
      const checked = registrationInvitation(req, String(data.email), data.invitation)
      if ('errors' in checked) return validationError(checked.errors)
      const { invitation } = checked
      const user = (await insertRecord(req, usersDef(), {
        name: data.name,
        surname: data.surname,
        email: data.email,
        password: data.password,
        role_id: INVESTOR_ROLE,
        // The invitation's link reached this address, so it needs no verification link.
        email_verified_at: invitation ? timestamp(req.host.now()) : null,
      })) as UserRow
      if (data.terms !== undefined) await acceptTermsOnRegister(req, user)
      if (invitation) await acceptInvitation(req, invitation, user.id)
      else await sendEmailVerification(req.host, user)
      const session = req.session ?? (await startSession(req.host))
      req.setSession(await regenerateSession(req.host, session, user.id))
      const registered = users(req).find(user.id) ?? user
      return json({ data: currentUserJson(req, registered, []) }, 201)
    },
  }),
  defineAction({
    method: 'POST',
    path: '/email/resend',
    options: { auth: true },
    handle: async (req) => {
      if (req.user!.email_verified_at) return noContent()
      await sendEmailVerification(req.host, req.user!)
      return json(
        { message: 'A fresh verification link has been sent to your email address.' },
        202,
      )
    },
  }),
  defineAction({
    method: 'GET',
    path: '/email/verify/:id/:hash',
    options: { auth: true },
    handle: async (req) => {
      const user = req.user!
      const pending = req.host.db.table<{
        id: number
        user_id: number
        hash: string
        email?: string
      }>('email_verifications')
      // Laravel's hash is sha1 of the email: a link sent to an earlier address no longer
      // verifies the account once the email has changed.
      const hit = pending.first(
        (p) =>
          p.user_id === Number(req.params.id) &&
          p.hash === req.params.hash &&
          (p.email === undefined || p.email === user.email),
      )
      if (!hit || user.id !== hit.user_id) return message(403, 'Invalid signature.')
      if (!user.email_verified_at)
        await users(req).update(user.id, { email_verified_at: timestamp(req.host.now()) })
      pending.delete(hit.id)
      return noContent()
    },
  }),
  defineAction({
    method: 'POST',
    path: '/api/auth/manual-register',
    may: { resource: 'investors', action: 'create' },
    rules: manualRegisterRules,
    handle: async (req, data) => {
      const user = await inviteInvestor(req, data)
      return json({ data: currentUserJson(req, user, []) }, 201)
    },
  }),
]
