import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createMockApi, type MockApi } from '@mocks/node'
import { csrfCookie, http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { createQueryClient } from '@/lib/query'
import { logout } from '@/lib/session'
import { trackOpenRequests } from '@/test/open-requests'
import { settingsQuery } from '@/lib/tenant'
import { ThemeProvider } from '@/lib/theme'
import { ToastProvider } from '@/ui'
import {
  ForgotPasswordPage,
  LoginPage,
  LogoutPage,
  RegisterPage,
  ResetPasswordPage,
  SetPasswordPage,
  VerifyEmailLinkPage,
  VerifyEmailPage,
} from '../index'
import {
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  LOGOUT_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  SET_PASSWORD_PATH,
  VERIFY_EMAIL_LINK_PATH,
  VERIFY_EMAIL_PATH,
} from '../paths'

/**
 * The whole mock host (the browser's router and handlers) behind msw for a test file, through
 * the app's own axios instance: happy-dom keeps XSRF-TOKEN in document.cookie and msw's jar
 * keeps the session cookie. Every test starts logged out.
 */
export function setupMockHost() {
  const ctx = { api: undefined as unknown as MockApi, requests: [] as string[] }
  let server: ReturnType<typeof setupServer>
  let settled: () => Promise<void>
  beforeAll(async () => {
    ctx.api = await createMockApi()
    server = setupServer(...ctx.api.handlers)
    server.listen({ onUnhandledRequest: 'error' })
    server.events.on('request:start', ({ request }) => {
      ctx.requests.push(`${request.method} ${new URL(request.url).pathname}`)
    })
    settled = trackOpenRequests(server)
    setConfigForTests({})
  })
  beforeEach(async () => {
    await settled()
    server.resetHandlers()
    await http.delete('/__mock/faults')
    await signOut()
    ctx.requests.length = 0
  })
  afterAll(() => {
    server.close()
    setConfigForTests(null)
  })
  return Object.assign(ctx, { server: () => server })
}

export async function signOut() {
  await csrfCookie(http)
  await logout(http)
}

export async function signIn(email: string, password = 'password') {
  await csrfCookie(http)
  await http.post('/login', { email, password })
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
  { path: LOGIN_PATH, element: <LoginPage /> },
  { path: REGISTER_PATH, element: <RegisterPage /> },
  { path: FORGOT_PASSWORD_PATH, element: <ForgotPasswordPage /> },
  { path: RESET_PASSWORD_PATH, element: <ResetPasswordPage /> },
  { path: SET_PASSWORD_PATH, element: <SetPasswordPage /> },
  { path: VERIFY_EMAIL_PATH, element: <VerifyEmailPage /> },
  { path: VERIFY_EMAIL_LINK_PATH, element: <VerifyEmailLinkPage /> },
  { path: LOGOUT_PATH, element: <LogoutPage /> },
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
  const router = createMemoryRouter(routes, { initialEntries: [{ ...toLocation(entry), state }] })
  const tree = (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider withGlobalStyle={false}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  )
  const user = userEvent.setup()
  return {
    ...render(strict ? <StrictMode>{tree}</StrictMode> : tree),
    router,
    client: queryClient,
    user,
  }
}

function toLocation(entry: string) {
  const url = new URL(entry, 'http://app.test')
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}
