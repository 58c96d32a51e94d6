import type { Router } from '../http/router'
import type { RequestContext, UserRow } from '../http/context'
import { json, message, noContent, validationError, forbidden } from '../http/responses'
import { regenerateSession, startSession } from '../http/session'
import { validate } from '../engine/validate'
import { insertRecord } from '../engine/records'
import { registry } from '../resources'
import { timestamp, type Row } from '../db/db'
import { can, INVESTOR_ROLE } from '../../src/lib/permissions'
import { randomHex, sendEmailVerification, sendMail } from './mail'
import { currentUserJson } from './current-user'
import { setPasswordWithToken } from './admin-accounts'

/** What registering and staff's manual registration both ask of a new investor. */
const PERSON_RULES = {
  name: 'required|string|max:255',
  surname: 'required|string|max:255',
  email: 'required|string|email|max:255|unique:users,email',
}

const MAX_ATTEMPTS = 5
const LOCKOUT_SECONDS = 60

interface Throttle extends Row {
  key: string
  attempts: number
  available_at: number
}

/** Breeze's LoginRequest throttle: 5 failures per email|ip, answered as a 422 on email. */
function throttle(req: RequestContext, email: string) {
  const t = req.host.db.table<Throttle>('login_throttle')
  const key = `${email.toLowerCase()}|127.0.0.1`
  const row = t.first((r) => r.key === key)
  const now = req.host.now().getTime()
  return {
    lockedFor: () =>
      row && row.attempts >= MAX_ATTEMPTS && row.available_at > now
        ? Math.ceil((row.available_at - now) / 1000)
        : 0,
    hit: async () => {
      if (!row) return t.insert({ key, attempts: 1, available_at: now + LOCKOUT_SECONDS * 1000 })
      const fresh = row.available_at <= now
      return t.update(row.id, {
        attempts: fresh ? 1 : row.attempts + 1,
        available_at: now + LOCKOUT_SECONDS * 1000,
      })
    },
    clear: () => row && t.delete(row.id),
  }
}

const users = (req: RequestContext) => req.host.db.table<UserRow>('users')
const byEmail = (req: RequestContext, email: unknown) =>
  users(req).first((u) => u.email.toLowerCase() === String(email ?? '').toLowerCase())

const randomToken = () => randomHex()

export function registerSession(router: Router) {
  router.get('/sanctum/csrf-cookie', async (req) => {
    if (!req.session) req.setSession(await startSession(req.host))
    return noContent()
  })

  router.post(
    '/login',
    async (req) => {
      const v = validate(
        { email: 'required|string|email', password: 'required|string' },
        req.input.fields,
        { db: req.host.db },
      )
      if (!v.ok) return validationError(v.errors)
      const limiter = throttle(req, String(v.data.email))
      const wait = limiter.lockedFor()
      if (wait)
        return validationError({
          email: [`Too many login attempts. Please try again in ${wait} seconds.`],
        })
      const user = byEmail(req, v.data.email)
      if (!user || user.password !== v.data.password) {
        await limiter.hit()
        return validationError({ email: ['These credentials do not match our records.'] })
      }
      limiter.clear()
      if (user.deactivated_at)
        return validationError({
          email: ['This account has been deactivated. Ask an administrator to reactivate it.'],
        })
      await users(req).update(
        user.id,
        { last_login_at: timestamp(req.host.now()) },
        { touch: false },
      )
      // Any session already open is replaced: logged out, new id and token, then logged in.
      const session = req.session ?? (await startSession(req.host))
      req.setSession(await regenerateSession(req.host, session, user.id))
      return noContent()
    },
    { auth: false },
  )

  router.post(
    '/logout',
    async (req) => {
      req.setSession(await regenerateSession(req.host, req.session!, null))
      return noContent()
    },
    { auth: true },
  )

  router.post(
    '/register',
    async (req) => {
      const v = validate(
        {
          ...PERSON_RULES,
          password: 'required|string|min:8|confirmed',
        },
        req.input.fields,
        { db: req.host.db },
      )
      if (!v.ok) return validationError(v.errors)
      const user = (await insertRecord(req, usersDef(), {
        name: v.data.name,
        surname: v.data.surname,
        email: v.data.email,
        password: v.data.password,
        role_id: INVESTOR_ROLE,
        email_verified_at: null,
      })) as UserRow
      await sendVerification(req, user)
      const session = req.session ?? (await startSession(req.host))
      req.setSession(await regenerateSession(req.host, session, user.id))
      return json({ data: currentUserJson(req, user, []) }, 201)
    },
    { auth: false },
  )

  router.get('/api/user', (req) => currentUserJson(req, req.user!, null, true))

  router.post(
    '/password/email',
    async (req) => {
      const v = validate({ email: 'required|email' }, req.input.fields, { db: req.host.db })
      if (!v.ok) return validationError(v.errors)
      const user = byEmail(req, v.data.email)
      if (!user)
        return validationError({ email: ["We can't find a user with that email address."] })
      const token = randomToken()
      await req.host.db.table('password_resets').insert({ email: user.email, token })
      await sendMail(
        req.host,
        user.email,
        'Reset Password Notification',
        `/reset-password/${token}?email=${encodeURIComponent(user.email)}`,
      )
      return json({ message: 'We have emailed your password reset link.' })
    },
    { auth: false },
  )

  router.post(
    '/password/reset',
    async (req) => {
      const v = validate(
        { token: 'required', email: 'required|email', password: 'required|string|min:8|confirmed' },
        req.input.fields,
        { db: req.host.db },
      )
      if (!v.ok) return validationError(v.errors)
      const resets = req.host.db.table<{ id: number; email: string; token: string }>(
        'password_resets',
      )
      const reset = resets.first(
        (r) =>
          r.token === v.data.token && r.email.toLowerCase() === String(v.data.email).toLowerCase(),
      )
      const user = byEmail(req, v.data.email)
      if (!reset || !user)
        return validationError({ email: ['This password reset token is invalid.'] })
      await users(req).update(user.id, { password: String(v.data.password) })
      resets.delete(reset.id)
      return json({ message: 'Your password has been reset.' })
    },
    { auth: false },
  )

  router.post('/api/auth/update-password', async (req) => {
    const v = validate(
      { current_password: 'required|string', password: 'required|string|min:8|confirmed' },
      req.input.fields,
      { db: req.host.db },
    )
    if (!v.ok) return validationError(v.errors)
    if (v.data.current_password !== req.user!.password)
      return validationError({ current_password: ['The password is incorrect.'] })
    await users(req).update(req.user!.id, { password: String(v.data.password) })
    return json({ message: 'Your password has been updated.' })
  })

  router.post(
    '/api/auth/set-password',
    async (req) => {
      // The invitation link (token + email) works without a session; otherwise it is the
      // signed-in user's first password.
      if (!req.user || req.input.fields.token !== undefined) return setPasswordWithToken(req)
      const v = validate({ password: 'required|string|min:8|confirmed' }, req.input.fields, {
        db: req.host.db,
      })
      if (!v.ok) return validationError(v.errors)
      await users(req).update(req.user.id, { password: String(v.data.password) })
      return json({ message: 'Your password has been set.' })
    },
    { auth: false },
  )

  router.post(
    '/email/resend',
    async (req) => {
      if (req.user!.email_verified_at) return noContent()
      await sendVerification(req, req.user!)
      return json(
        { message: 'A fresh verification link has been sent to your email address.' },
        202,
      )
    },
    { auth: true },
  )

  router.get(
    '/email/verify/:id/:hash',
    async (req) => {
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
    { auth: true },
  )

  router.post('/api/auth/manual-register', async (req) => {
    if (!can(req.user!.role_id, 'investors', 'create')) return forbidden()
    const rules = usersDef().rules ?? {}
    const extra = Object.fromEntries(INVESTOR_DETAILS.map((f) => [f, rules[f]!]))
    const v = validate(
      { ...extra, ...PERSON_RULES, phone: 'nullable|string|max:50' },
      req.input.fields,
      { db: req.host.db },
    )
    if (!v.ok) return validationError(v.errors)
    const user = await inviteInvestor(req, v.data)
    return json({ data: currentUserJson(req, user, []) }, 201)
  })
}

/** What staff may give a new investor besides name, surname, email and phone. */
// prettier-ignore
const INVESTOR_DETAILS = [
  'date_of_birth', 'address_line_1', 'address_line_2', 'city', 'county', 'postcode', 'country',
  'nationality', 'owner_id', 'lead_status_id', 'investor_type_id',
] as const

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
  const token = randomToken()
  await req.host.db.table('password_resets').insert({ email: user.email, token })
  await sendMail(
    req.host,
    user.email,
    'You have been invited',
    `/reset-password/${token}?email=${encodeURIComponent(user.email)}`,
  )
  return user
}

function sendVerification(req: RequestContext, user: UserRow) {
  return sendEmailVerification(req.host, user)
}

const usersDef = () => registry.family('users')!
