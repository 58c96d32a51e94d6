import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router-dom'
import type { QueryClient } from '@tanstack/react-query'
import { beforeEach } from 'vitest'
import { http } from '@/lib/api'
import { createQueryClient } from '@/lib/query'
import { settingsQuery } from '@/lib/tenant'
import { startMockHost } from '@/test/mock-host'
import { renderRoutes } from '@/test/render-routes'
import { clearFaults, signOut } from '@/test/session-steps'
import * as pages from '../index'

export { signIn, signOut } from '@/test/session-steps'

/** The whole mock host for a test file; every test starts logged out, `requests` as "METHOD /path". */
export function setupMockHost() {
  const host = startMockHost({ logQuery: false })
  beforeEach(async () => {
    await host.settled()
    host.server.resetHandlers()
    await clearFaults()
    await signOut()
    host.requests.length = 0
  })
  return host
}

/** GET /api/user without the 401 handler: the user, or null when logged out. */
export async function serverUser() {
  const res = await http.get<{ email: string; email_verified_at: string | null }>('/api/user', {
    skipUnauthorisedHandler: true,
    validateStatus: (s) => s === 200 || s === 401,
  })
  return res.status === 200 ? res.data : null
}

/** The newest mail the mock "sent" to `to` (its outbox, GET /__mock/mail). */
export async function lastMail(to: string) {
  const res = await http.get<{ data: { subject: string; link: string }[] }>('/__mock/mail', {
    params: { to },
  })
  return res.data.data[0]
}

/** Stands in for every page outside this feature: says where the router ended up. */
function Landing() {
  const { pathname, search } = useLocation()
  return (
    <main>
      <h1>Landing</h1>
      <p>{`Now at ${pathname}${search}`}</p>
    </main>
  )
}

export const landedOn = (path: string) => `Now at ${path}`

const routes = [
  { path: pages.LOGIN_PATH, element: <pages.LoginPage /> },
  { path: pages.REGISTER_PATH, element: <pages.RegisterPage /> },
  { path: pages.FORGOT_PASSWORD_PATH, element: <pages.ForgotPasswordPage /> },
  { path: pages.RESET_PASSWORD_PATH, element: <pages.ResetPasswordPage /> },
  { path: pages.SET_PASSWORD_PATH, element: <pages.SetPasswordPage /> },
  { path: pages.VERIFY_EMAIL_PATH, element: <pages.VerifyEmailPage /> },
  { path: pages.VERIFY_EMAIL_LINK_PATH, element: <pages.VerifyEmailLinkPage /> },
  { path: pages.LOGOUT_PATH, element: <pages.LogoutPage /> },
  { path: '*', element: <Landing /> },
]

export interface RenderOptions {
  state?: unknown
  client?: QueryClient
  strict?: boolean
}

/**
 * Renders the session routes at `entry` with the app's providers. The tenant settings are
 * loaded first, as the app does at start, which also keeps them from racing the current-user
 * call: under happy-dom the mock host's shared encode buffer lets concurrent response bodies
 * overwrite each other (happy-dom's Response does not copy a BufferSource body).
 */
export async function renderAt(entry: string, { state, client, strict }: RenderOptions = {}) {
  const queryClient = client ?? createQueryClient()
  await queryClient.prefetchQuery(settingsQuery)
  const view = await renderRoutes({
    at: { ...toLocation(entry), state },
    routes,
    client: queryClient,
    elsewhere: null,
    strict,
  })
  return { ...view, user: userEvent.setup({ delay: null }) }
}

function toLocation(entry: string) {
  const url = new URL(entry, 'http://app.test')
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}
