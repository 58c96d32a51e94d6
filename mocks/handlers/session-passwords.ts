import { json, validationError } from '../http/responses'
import { defineAction } from '../engine/actions'
import { validate } from '../engine/validate'
import { setPasswordWithToken } from './admin-accounts'
import { byEmail, mailResetLink, users } from './session-users'

const NEW_PASSWORD = 'required|string|min:8|confirmed'

/** Breeze's password routes: the reset link, the reset, a change and a first password. */
export const passwordActions = [
  defineAction({
    method: 'POST',
    path: '/password/email',
    options: { auth: false },
    rules: { email: 'required|email' },
    handle: async (req, data) => {
      const user = byEmail(req, data.email)
      if (!user)
        return validationError({ email: ["We can't find a user with that email address."] })
      await mailResetLink(req, user.email, 'Reset Password Notification')
      return json({ message: 'We have emailed your password reset link.' })
    },
  }),
  defineAction({
    method: 'POST',
    path: '/password/reset',
    options: { auth: false },
    rules: { token: 'required', email: 'required|email', password: NEW_PASSWORD },
    handle: async (req, data) => {
      const resets = req.host.db.table<{ id: number; email: string; token: string }>(
        'password_resets',
      )
      const reset = resets.first(
        (r) => r.token === data.token && r.email.toLowerCase() === String(data.email).toLowerCase(),
      )
      const user = byEmail(req, data.email)
      if (!reset || !user)
        return validationError({ email: ['This password reset token is invalid.'] })
      await users(req).update(user.id, { password: String(data.password) })
      resets.delete(reset.id)
      return json({ message: 'Your password has been reset.' })
    },
  }),
  defineAction({
    method: 'POST',
    path: '/api/auth/update-password',
    rules: { current_password: 'required|string', password: NEW_PASSWORD },
    handle: async (req, data) => {
      if (data.current_password !== req.user!.password)
        return validationError({ current_password: ['The password is incorrect.'] })
      await users(req).update(req.user!.id, { password: String(data.password) })
      return json({ message: 'Your password has been updated.' })
    },
  }),
  defineAction({
    method: 'POST',
    path: '/api/auth/set-password',
    options: { auth: false },
    handle: async (req) => {
      // The invitation link (token + email) works without a session; otherwise it is the
      // signed-in user's first password.
      if (!req.user || req.input.fields.token !== undefined) return setPasswordWithToken(req)
      const v = validate({ password: NEW_PASSWORD }, req.input.fields, { db: req.host.db })
      if (!v.ok) return validationError(v.errors)
      await users(req).update(req.user.id, { password: String(v.data.password) })
      return json({ message: 'Your password has been set.' })
    },
  }),
]
