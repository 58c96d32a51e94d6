import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RequestHandler, WebSocketHandler } from 'msw'
import { setupServer } from 'msw/node'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { afterAll, beforeAll } from 'vitest'
import { csrfCookie, http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { createQueryClient } from '@/lib/query'
import { ThemeProvider } from '@/lib/theme'
import { ToastProvider } from '@/ui'
import { MockControls } from '../index'

/**
 * The panel against the whole mock host (the same router as the browser) through the app's
 * own axios instance: happy-dom keeps XSRF-TOKEN in document.cookie, msw's jar the session.
 * The test file passes `createMockApi` in (only test files may import the mock host).
 */
export function startMockHost<Api extends { handlers: (RequestHandler | WebSocketHandler)[] }>(
  create: () => Promise<Api>,
) {
  const ctx = { requests: [] as string[] } as { api: Api; requests: string[] }
  let server: ReturnType<typeof setupServer>
  beforeAll(async () => {
    ctx.api = await create()
    server = setupServer(...ctx.api.handlers)
    server.listen({ onUnhandledRequest: 'error' })
    server.events.on('request:start', ({ request }) => {
      ctx.requests.push(`${request.method} ${new URL(request.url).pathname}`)
    })
    setConfigForTests({})
  })
  afterAll(() => {
    server.close()
    setConfigForTests(null)
  })
  return ctx
}

export async function signIn(email: string) {
  await csrfCookie(http)
  await http.post('/login', { email, password: 'password' })
}

export async function signOut() {
  await http.post('/logout', undefined, { skipUnauthorisedHandler: true }).catch(() => undefined)
}

/** The panel at the root of a memory router, as the app mounts it; opened by its button. */
export async function renderOpenPanel(
  path = '/somewhere',
  client: QueryClient = createQueryClient(),
) {
  const router = createMemoryRouter(
    [{ path: '/', element: <Root />, children: [{ path: '*', element: <p>A page</p> }] }],
    { initialEntries: [path] },
  )
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider withGlobalStyle={false}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  )
  await user.click(screen.getByRole('button', { name: 'Mock controls' }))
  const panel = within(screen.getByRole('dialog', { name: 'Mock controls' }))
  return { router, client, user, panel }
}

function Root() {
  return (
    <>
      <Outlet />
      <MockControls />
    </>
  )
}
