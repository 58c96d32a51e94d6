/** The client-side logout page: it ends the session and lands on /login (SPEC §7, §8). */
export const LOGOUT_PATH = '/api/logout'

// Redirecting from these would loop: they are where a 401 sends you.
const NO_REDIRECT_PATHS = [LOGOUT_PATH, '/login']

let redirecting = false

/** SPEC §8 "401 -> navigate to the logout route"; several parallel 401s navigate once. */
export function redirectToLogout(): void {
  if (typeof window === 'undefined' || redirecting) return
  const path = window.location.pathname.replace(/\/+$/, '') || '/'
  if (NO_REDIRECT_PATHS.includes(path)) return
  redirecting = true
  window.location.assign(LOGOUT_PATH)
}

/** Tests only: forget that a redirect already happened. */
export function resetRedirectForTests(): void {
  redirecting = false
}
