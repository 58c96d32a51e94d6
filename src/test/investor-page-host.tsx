import '@testing-library/jest-dom/vitest'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { createMockApi, type MockApi } from '@mocks/node'
import { csrfCookie, http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { createQueryClient } from '@/lib/query'
import { currentUserQuery, login } from '@/lib/session'
import { settingsQuery } from '@/lib/tenant'
import { ThemeProvider } from '@/lib/theme'
import { ToastProvider } from '@/ui'
import { trackOpenRequests } from './open-requests'

/** Demo accounts (README; mocks/seed/people/users.ts). Every password is `password`. */
export const INVESTOR = 'investor@example.com'
export const NEW_INVESTOR = 'newinvestor@example.com'

export interface InvestorPageHost {
  api: MockApi
  /** The user's row in the mock database now. */
  user: (email: string) => Record<string, unknown> & { id: number }
  /** Handlers answered before the mock host's, until the test ends (a host's other dialect). */
  use: (...handlers: RequestHandler[]) => void
}

/**
 * The whole mock host (the browser's router and data) behind the app's own axios instance,
 * for one test file. Before each test the data is reseeded (deterministic seed) and `email`
 * logged in, so tests may change anything.
 */
export function investorPageHost(email: string | null = INVESTOR): InvestorPageHost {
  const host = {} as InvestorPageHost
  let server: ReturnType<typeof setupServer>
  let settled: () => Promise<void>
  beforeAll(async () => {
    host.api = await createMockApi()
    server = setupServer(...host.api.handlers)
    server.listen({ onUnhandledRequest: 'error' })
    settled = trackOpenRequests(server)
    setConfigForTests({})
    host.use = (...handlers) => server.use(...handlers)
    host.user = (address) =>
      host.api.host.db
        .table<Record<string, unknown> & { id: number }>('users')
        .first((u) => u.email === address)!
  })
  beforeEach(async () => {
    await settled()
    await http.post('/__mock/reset', {})
    if (email) await logInAs(email)
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => {
    server.close()
    setConfigForTests(null)
  })
  return host
}

/** Starts a session for a demo account (CSRF cookie, then POST /login). */
export async function logInAs(email: string) {
  await csrfCookie(http)
  await login(email, 'password', { client: http })
}

/** Changes the tenant's settings the way QA does (flags in either spelling, knobs). */
export const mockSettings = (patch: Record<string, unknown>) => http.post('/__mock/settings', patch)

/** The session's user and the tenant's settings, loaded as the portal has them on arrival. */
export async function loadedClient(): Promise<QueryClient> {
  const client = createQueryClient()
  await Promise.all([client.fetchQuery(settingsQuery), client.fetchQuery(currentUserQuery)])
  return client
}

/** Shows where the router went, so tests can assert navigation ("Page at /investor/…"). */
function PageProbe() {
  const { pathname, search } = useLocation()
  return (
    <p>
      Page at {pathname}
      {search}
    </p>
  )
}

export interface RenderPageOptions {
  /** The URL to open, e.g. '/investor/investments/acme'. */
  at: string
  /** The page's routes (paths as in the app, e.g. '/investor/investments/:slug'). */
  routes: RouteObject[]
  client?: QueryClient
}

/**
 * Renders investor pages in the app's providers and a memory router; any other path shows
 * "Page at <path>" so a test can follow a link or a redirect.
 */
export async function renderPage({ at, routes, client }: RenderPageOptions) {
  const queryClient = client ?? (await loadedClient())
  const router = createMemoryRouter([...routes, { path: '*', element: <PageProbe /> }], {
    initialEntries: [at],
  })
  const view = render(
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...view, router, client: queryClient }
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider withGlobalStyle={false}>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  )
}
