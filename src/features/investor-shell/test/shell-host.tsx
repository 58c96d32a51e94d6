import '@testing-library/jest-dom/vitest'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { createQueryClient } from '@/lib/query'
import { currentUserQuery, login } from '@/lib/session'
import { settingsQuery } from '@/lib/tenant'
import { ThemeProvider } from '@/lib/theme'
import { trackOpenRequests } from '@/test/open-requests'
import { ToastProvider } from '@/ui'
import { InvestorLayout, type InvestorLayoutProps } from '@/features/investor-shell'

/** Demo accounts (mocks/seed/people/users.ts). */
export const INVESTOR = 'investor@example.com'
export const NEW_INVESTOR = 'newinvestor@example.com'
export const UNVERIFIED = 'unverified@example.com'

type DbRow = { id: number } & Record<string, unknown>

/** The few pieces of the mock host (mocks/node's createMockApi) the harness touches. */
export interface ShellMockApi {
  handlers: Parameters<typeof setupServer>
  host: {
    db: {
      table(name: string): {
        find(id: number): DbRow | undefined
        first(predicate: (row: DbRow) => boolean): DbRow | undefined
        update(id: number, patch: Record<string, unknown>): Promise<unknown>
      }
    }
  }
}

export interface ShellHost {
  api: ShellMockApi
  server: ReturnType<typeof setupServer>
  /** The user's row in the mock database now. */
  user: (email: string) => DbRow
}

/**
 * The whole mock host behind the app's own axios instance (same router as the browser), for a
 * test file: the tenant's settings row and the demo users are restored after every test.
 * Test files pass mocks/node's createMockApi in: they may import mocks/, but this helper is
 * not a *.test file, so src/architecture.test.ts holds it to src's rule.
 */
export function mockShellHost(createMockApi: () => Promise<ShellMockApi>): ShellHost {
  const host = {} as ShellHost
  let settings: DbRow
  const users = new Map<number, DbRow>()
  let settled: () => Promise<void>
  // Each test signs in: the last one's reads must not put its session back (open-requests).
  beforeEach(() => settled())
  beforeAll(async () => {
    host.api = await createMockApi()
    host.server = setupServer(...host.api.handlers)
    host.server.listen({ onUnhandledRequest: 'error' })
    settled = trackOpenRequests(host.server)
    host.user = (email) => host.api.host.db.table('users').first((u) => u.email === email)!
    setConfigForTests({})
    settings = { ...host.api.host.db.table('branding').find(1)! }
    for (const email of [INVESTOR, NEW_INVESTOR, UNVERIFIED]) {
      const row = host.user(email)
      users.set(row.id, { ...row })
    }
  })
  afterEach(async () => {
    host.server.resetHandlers()
    await http.delete('/__mock/faults')
    await host.api.host.db.table('branding').update(1, settings)
    for (const [id, row] of users) await host.api.host.db.table('users').update(id, row)
  })
  afterAll(() => {
    host.server.close()
    setConfigForTests(null)
  })
  return host
}

export const loginAs = (email: string) => login(email, 'password', { client: http })

/** Changes the tenant's settings the way QA does (flags in either spelling, knobs). */
export const mockSettings = (patch: Record<string, unknown>) => http.post('/__mock/settings', patch)

/** Shows where the router is, so tests can follow links. */
function PageProbe() {
  const { pathname } = useLocation()
  return <p>Page at {pathname}</p>
}

/**
 * Stands in for the overview (the investor-overview feature's page, mounted by the app): a
 * page with its one heading, so the frame around it is what these tests see.
 */
function IndexPage() {
  return (
    <>
      <h1>Overview</h1>
      <PageProbe />
    </>
  )
}

export interface RenderShellOptions extends InvestorLayoutProps {
  path?: string
  client?: QueryClient
}

/**
 * Loads the session's user and the tenant's settings from the mock host, one after the other,
 * as the app has them by the time the portal shows (RequireSession waits for the user).
 * Sequential on purpose: mocks/http/responses.ts encodes every JSON body into one shared
 * buffer, which happy-dom's Response does not copy, so two bodies in flight at once can
 * overwrite each other in these tests.
 */
export async function loadedClient(): Promise<QueryClient> {
  const client = createQueryClient()
  await client.fetchQuery(settingsQuery)
  await client.fetchQuery(currentUserQuery)
  return client
}

/** InvestorLayout at /investor (index: a stand-in overview page), in the app's providers. */
export async function renderShell({
  path = '/investor',
  client,
  ...props
}: RenderShellOptions = {}) {
  const queryClient = client ?? (await loadedClient())
  const router = createMemoryRouter(
    [
      {
        path: '/investor',
        element: <InvestorLayout {...props} />,
        children: [
          { index: true, element: <IndexPage /> },
          { path: '*', element: <PageProbe /> },
        ],
      },
      { path: '*', element: <PageProbe /> },
    ],
    { initialEntries: [path] },
  )
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

type HappyWindow = Window & { happyDOM: { setViewport: (size: { width: number }) => void } }

/** Resizes the test window; matchMedia follows, as in a browser. */
export const setViewportWidth = (width: number) =>
  act(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width }))
