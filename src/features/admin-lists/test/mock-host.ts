import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createMockApi, type MockApi } from '@mocks/node'
import { csrfCookie, http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'

export interface MockHostHandle {
  api: () => MockApi
  /** Every request's path and query (decoded), in order; clear with `.length = 0`. */
  requests: string[]
  /** Handlers answered before the mock host's, until the test ends (a host's other dialect). */
  use: (...handlers: RequestHandler[]) => void
}

/**
 * The whole mock host (the browser's router) for a test file, logged in through the app's own
 * axios instance; happy-dom keeps XSRF-TOKEN in document.cookie and msw's jar the session.
 */
export function startMockHost(email = 'superadmin@example.com'): MockHostHandle {
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
    requests,
    use: (...handlers) => {
      if (!server) throw new Error('The mock host starts in beforeAll')
      server.use(...handlers)
    },
  }
}

/** The list requests made to one API family. */
export const listRequests = (requests: string[], family: string) =>
  requests.filter((r) => r.startsWith(`GET /api/${family}?`))
