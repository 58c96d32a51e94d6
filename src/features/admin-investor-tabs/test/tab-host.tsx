import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { setupServer } from 'msw/node'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { createMockApi, type MockApi } from '@mocks/node'
import { csrfCookie, http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { createQueryClient } from '@/lib/query'
import { currentUserQuery, logout } from '@/lib/session'
import { ThemeProvider } from '@/lib/theme'
import { ToastProvider } from '@/ui'
import { trackOpenRequests } from '@/test/open-requests'

/**
 * The whole mock host behind msw for a test file, through the app's own axios instance
 * (happy-dom keeps XSRF-TOKEN, msw's jar the session). `signInAs` switches the staff member,
 * so one file can check a tab for several roles.
 */
export function startTabHost() {
  let api: MockApi | undefined
  let server: ReturnType<typeof setupServer> | undefined
  let settled: () => Promise<void> = async () => {}
  beforeAll(async () => {
    api = await createMockApi()
    server = setupServer(...api.handlers)
    server.listen({ onUnhandledRequest: 'error' })
    settled = trackOpenRequests(server)
    setConfigForTests({})
  })
  // The next test signs in: the last one's reads must not put its session back (open-requests).
  beforeEach(() => settled())
  afterEach(async () => {
    server?.resetHandlers()
    await http.delete('/__mock/faults')
  })
  afterAll(() => {
    server?.close()
    setConfigForTests(null)
  })
  return {
    api: () => {
      if (!api) throw new Error('The mock host starts in beforeAll')
      return api
    },
  }
}

export async function signInAs(email: string) {
  await csrfCookie(http)
  await logout(http).catch(() => undefined)
  await csrfCookie(http)
  await http.post('/login', { email, password: 'password' })
}

/** The next `times` calls of `method path` answer `status` (the mock host's faults). */
export async function failNext(method: string, path: string, status = 500, times = 1) {
  await http.post('/__mock/faults', { method, path, status, times })
}

/**
 * A tab as the record page mounts it, with the app's providers; the session is loaded first,
 * so the role's actions are there on the first render.
 */
export async function renderTab(tab: ReactElement) {
  const client = createQueryClient()
  await client.fetchQuery(currentUserQuery)
  const view = render(
    <QueryClientProvider client={client}>
      <ThemeProvider withGlobalStyle={false}>
        <ToastProvider>
          <MemoryRouter>
            <main>{tab}</main>
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  )
  return { ...view, client }
}
