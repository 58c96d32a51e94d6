import { csrfCookie, http } from '@/lib/api'
import { logout } from '@/lib/session'

/** Demo accounts (README; mocks/seed/people/users.ts). Every password is `password`. */
export const INVESTOR = 'investor@example.com'
export const NEW_INVESTOR = 'newinvestor@example.com'
export const UNVERIFIED = 'unverified@example.com'
export const STAFF = 'superadmin@example.com'

/** Starts a session for an account (CSRF cookie, then POST /login). */
export async function signIn(email: string, password = 'password') {
  await csrfCookie(http)
  await http.post('/login', { email, password })
}

/** Ends the session (CSRF cookie, then POST /logout). */
export async function signOut() {
  await csrfCookie(http)
  await logout(http)
}

/** Changes the tenant's settings the way QA does (flags in either spelling, knobs). */
export const mockSettings = (patch: Record<string, unknown>) => http.post('/__mock/settings', patch)

/** The next `times` calls of `method path` answer `status` (the mock host's faults). */
export async function failNext(method: string, path: string, status = 500, times = 1) {
  await http.post('/__mock/faults', { method, path, status, times })
}

/** Clears the mock host's faults. */
export const clearFaults = () => http.delete('/__mock/faults')
