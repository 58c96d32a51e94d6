import { csrfCookie, errorStatus, http } from '@/lib/api'
import { fetchCurrentUser, type CurrentUser, type HttpClient } from './current-user-query'

/** SPEC §4's login and logout calls (the other session calls: auth-api.ts). */

export interface LoginOptions {
  /**
   * Whether a session may already exist (the cached user, when known). SPEC §4 logs an
   * existing session out first; undefined means "unknown", and the logout is tried anyway.
   */
  loggedIn?: boolean
  remember?: boolean
  client?: HttpClient
}

/** POST /logout, treating 401 (there was no session) as done. */
export async function logout(client: HttpClient = http): Promise<void> {
  try {
    await client.post('/logout', undefined, { skipUnauthorisedHandler: true })
  } catch (err) {
    if (errorStatus(err) !== 401) throw err
  }
}

/**
 * SPEC §4 login: fresh CSRF cookie, log out any existing session, POST /login, then load the
 * user with the SPEC §3 includes. A 422 (bad credentials, throttling) rejects for the form.
 */
export async function login(
  email: string,
  password: string,
  { loggedIn, remember, client = http }: LoginOptions = {},
): Promise<CurrentUser> {
  await csrfCookie(client)
  if (loggedIn !== false) await logout(client)
  await client.post('/login', remember ? { email, password, remember } : { email, password })
  const user = await fetchCurrentUser(client)
  // 204 then 401 means the session cookie did not stick (e.g. third-party cookies blocked).
  if (!user) throw new Error('Logged in, but the session was not kept. Please try again.')
  return user
}
