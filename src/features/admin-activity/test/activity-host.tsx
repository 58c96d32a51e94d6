import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { setupServer } from 'msw/node'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createMockApi, type MockApi } from '@mocks/node'
import { csrfCookie, http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { createQueryClient } from '@/lib/query'
import { currentUserQuery } from '@/lib/session'
import { settingsQuery } from '@/lib/tenant'
import { ThemeProvider } from '@/lib/theme'
import { ToastProvider } from '@/ui'

/** The whole mock host for a test file, signed in as `email` through the app's axios. */
export function startActivityHost(email = 'superadmin@example.com') {
  let api: MockApi | undefined
  let server: ReturnType<typeof setupServer> | undefined
  const requests: string[] = []
  beforeAll(async () => {
    api = await createMockApi()
    server = setupServer(...api.handlers)
    server.listen({ onUnhandledRequest: 'error' })
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      requests.push(`${request.method} ${url.pathname}${decodeURIComponent(url.search)}`)
    })
    setConfigForTests({})
    await csrfCookie(http)
    await http.post('/login', { email, password: 'password' })
  })
  afterEach(() => server?.resetHandlers())
  afterAll(() => {
    server?.close()
    setConfigForTests(null)
  })
  return {
    api: () => {
      if (!api) throw new Error('The mock host starts in beforeAll')
      return api
    },
    server: () => {
      if (!server) throw new Error('The mock host starts in beforeAll')
      return server
    },
    requests,
  }
}

function Elsewhere() {
  return <p>Opened {useLocation().pathname}</p>
}

/** `ui` at /admin with the app's providers, the session and the tenant's settings loaded first. */
export async function renderActivity(ui: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <main>{ui}</main> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: ['/admin'] },
  )
  const client = createQueryClient()
  // One at a time, before the page asks anything (see admin-overview-page.test.tsx on why);
  // the settings carry the flags that decide which records' pages the role may open.
  await client.fetchQuery(currentUserQuery)
  await client.fetchQuery(settingsQuery)
  const view = render(
    <QueryClientProvider client={client}>
      <ThemeProvider withGlobalStyle={false}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  )
  return { ...view, router, client }
}
