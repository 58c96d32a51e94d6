import type { Row } from '../db/db'
import { timestamp } from '../db/db'
import type { RequestContext } from '../http/context'
import { noContent, validationError } from '../http/responses'
import { regenerateSession, startSession } from '../http/session'
import { defineAction } from '../engine/actions'
import { byEmail, users } from './session-users'

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

/** Sanctum's SPA sign-in: the CSRF cookie, then /login and /logout on the session. */
export const loginActions = [
  defineAction({
    method: 'GET',
    path: '/sanctum/csrf-cookie',
    handle: async (req) => {
      if (!req.session) req.setSession(await startSession(req.host))
      return noContent()
    },
  }),
  defineAction({
    method: 'POST',
    path: '/login',
    options: { auth: false },
    rules: { email: 'required|string|email', password: 'required|string' },
    handle: async (req, data) => {
      const limiter = throttle(req, String(data.email))
      const wait = limiter.lockedFor()
      if (wait)
        return validationError({
          email: [`Too many login attempts. Please try again in ${wait} seconds.`],
        })
      const user = byEmail(req, data.email)
      if (!user || user.password !== data.password) {
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
  }),
  defineAction({
    method: 'POST',
    path: '/logout',
    options: { auth: true },
    handle: async (req) => {
      req.setSession(await regenerateSession(req.host, req.session!, null))
      return noContent()
    },
  }),
]
