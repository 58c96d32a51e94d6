import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { setConfigForTests } from '@/lib/config'

/**
 * An msw server for a test file, with the app's config pointed at `api`: listening for the
 * file's tests, handlers reset after each, config unloaded at the end.
 */
export function apiTestServer(api = 'http://api.test') {
  const server = setupServer()
  beforeAll(() => {
    setConfigForTests({ apiUrl: api })
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => {
    server.close()
    setConfigForTests(null)
  })
  return server
}
