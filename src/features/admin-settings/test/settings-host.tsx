import '@testing-library/jest-dom/vitest'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { setupServer } from 'msw/node'
import type { ComponentType } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { csrfCookie, http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { createQueryClient } from '@/lib/query'
import { currentUserQuery } from '@/lib/session'
import { settingsQuery } from '@/lib/tenant'
import { ThemeProvider } from '@/lib/theme'
import { ToastProvider } from '@/ui'

type DbRow = { id: number } & Record<string, unknown>

/** The pieces of mocks/node's createMockApi these tests touch. */
export interface SettingsMockApi {
  handlers: Parameters<typeof setupServer>
  host: {
    db: {
      table(name: string): {
        find(id: number): DbRow | undefined
        update(id: number, patch: Record<string, unknown>): Promise<unknown>
      }
    }
  }
}

export interface SettingsHost {
  api: SettingsMockApi
  server: ReturnType<typeof setupServer>
  /** The tenant's settings row in the mock database now. */
  row: () => DbRow
}

/**
 * The whole mock host behind the app's axios instance, signed in as the demo Super_Admin; the
 * settings row is restored after every test. Test files pass createMockApi in (this helper is
 * not a test file, so it keeps to src's import rules).
 */
export function mockSettingsHost(createMockApi: () => Promise<SettingsMockApi>): SettingsHost {
  const host = {} as SettingsHost
  let saved: DbRow
  beforeAll(async () => {
    host.api = await createMockApi()
    host.server = setupServer(...host.api.handlers)
    host.server.listen({ onUnhandledRequest: 'error' })
    host.row = () => host.api.host.db.table('branding').find(1)!
    setConfigForTests({})
    saved = { ...host.row() }
    await csrfCookie(http)
    await http.post('/login', { email: 'superadmin@example.com', password: 'password' })
  })
  afterEach(async () => {
    host.server.resetHandlers()
    await host.api.host.db.table('branding').update(1, saved)
  })
  afterAll(() => {
    host.server.close()
    setConfigForTests(null)
  })
  return host
}

/**
 * One settings page at its path, with the user and settings loaded first, one after the other
 * (the mock host's shared JSON buffer mixes up concurrent bodies under happy-dom).
 */
export async function renderSettingsPage(Page: ComponentType, path: string) {
  const client: QueryClient = createQueryClient()
  await client.fetchQuery(currentUserQuery)
  await client.fetchQuery(settingsQuery)
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: [path],
  })
  const view = render(
    <QueryClientProvider client={client}>
      <ThemeProvider withGlobalStyle={false}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  )
  return { ...view, client, router }
}
