import { LOGOUT_PATH } from '@/lib/api'

/** Where the session pages are mounted (SPEC §2); the router and links read them from here. */
export const LOGIN_PATH = '/login'
export const REGISTER_PATH = '/register'
export const FORGOT_PASSWORD_PATH = '/forgot-password'
/** The path of the emailed reset link (mocks/handlers/session.ts: /reset-password/{token}?email=). */
export const RESET_PASSWORD_PATH = '/reset-password/:token'
/** The path of a staff invitation link (mocks/handlers/admin-accounts.ts: /set-password/{token}?email=). */
export const SET_PASSWORD_PATH = '/set-password/:token'
/** The "please verify your email" page for a logged-in, unverified user. */
export const VERIFY_EMAIL_PATH = '/email/verify'
/** The path of the emailed verification link (mocks/handlers/session.ts). */
export const VERIFY_EMAIL_LINK_PATH = '/email/verify/:id/:hash'
export { LOGOUT_PATH }

/** `path` with `?redirect=` kept, so moving between login and register does not lose it. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?${new URLSearchParams({ redirect })}` : path
}
