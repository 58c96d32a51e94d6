import { csrfCookie, decodeMessage, http } from '@/lib/api'
import { fetchCurrentUser, type HttpClient } from './current-user-query'

/**
 * The session calls of openapi/paths/session.yaml beside login and logout (login-api.ts, kept
 * apart so /login loads only its own) as plain async functions, so mutations, route actions
 * and tests share them. Each takes the client last (the app's instance by default) so tests
 * can point it at a stub host.
 */
export { login, logout, type LoginOptions } from './login-api'

export interface RegisterInput {
  name: string
  surname: string
  email: string
  password: string
  password_confirmation: string
  /** Sent when the tenant asks for terms acceptance at sign-up. */
  terms?: boolean
  /** The token of the staff invitation whose link opened the page. */
  invitation?: string
}

/** POST /register (the new investor is logged in), then the user with its includes. */
export async function register(input: RegisterInput, client: HttpClient = http) {
  await csrfCookie(client)
  await client.post('/register', input)
  return fetchCurrentUser(client)
}

export interface Message {
  message: string
}

/** POST /password/email. */
export async function forgotPassword(email: string, client: HttpClient = http): Promise<Message> {
  await csrfCookie(client)
  const res = await client.post<unknown>('/password/email', { email })
  return decodeMessage(res.data, 'We have emailed your password reset link.')
}

export interface ResetPasswordInput {
  token: string
  email: string
  password: string
  password_confirmation: string
}

/** POST /password/reset with the emailed token. */
export async function resetPassword(
  input: ResetPasswordInput,
  client: HttpClient = http,
): Promise<Message> {
  await csrfCookie(client)
  const res = await client.post<unknown>('/password/reset', input)
  return decodeMessage(res.data, 'Your password has been reset.')
}

/** POST /email/resend; null when the email is already verified (204). */
export async function resendVerification(client: HttpClient = http): Promise<Message | null> {
  const res = await client.post<unknown>('/email/resend')
  return res.status === 204 || !res.data
    ? null
    : decodeMessage(res.data, 'A new verification link has been sent to your email address.')
}

export interface UpdatePasswordInput {
  current_password: string
  password: string
  password_confirmation: string
}

/** POST /api/auth/update-password (the signed-in user's own password). */
export async function updatePassword(input: UpdatePasswordInput, client: HttpClient = http) {
  const res = await client.post<unknown>('/api/auth/update-password', input)
  return decodeMessage(res.data, 'Your password has been updated.')
}

export interface SetPasswordInput {
  password: string
  password_confirmation: string
  /** The invitation link's token and email: then no session is needed. */
  token?: string
  email?: string
}

/**
 * POST /api/auth/set-password: the first password of an invited or manually registered user,
 * signed in, or from the invitation link (token and email, no session yet).
 */
export async function setPassword(input: SetPasswordInput, client: HttpClient = http) {
  if (input.token !== undefined) await csrfCookie(client)
  const res = await client.post<unknown>('/api/auth/set-password', input)
  return decodeMessage(res.data, 'Your password has been set.')
}
