// @vitest-environment dom
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { getConfig, isLiveOnlyBuild, loadConfig, setConfigForTests } from './index'

const server = setupServer()
const seen: Request[] = []

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  setConfigForTests(null)
  seen.length = 0
})
afterAll(() => server.close())

function serveConfig(response: () => Response) {
  server.use(
    http.get('*/config.json', ({ request }) => {
      seen.push(request)
      return response()
    }),
  )
}

describe('loadConfig', () => {
  it('reads /config.json without the HTTP cache and merges it over the build variables', async () => {
    serveConfig(() => HttpResponse.json({ apiMode: 'live', apiUrl: 'https://api.example.com/' }))
    // msw's Request does not carry the cache mode, so look at what was passed to fetch.
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const config = await loadConfig({ env: { VITE_PUSHER_KEY: 'build-key' } })
    expect(config).toMatchObject({
      apiMode: 'live',
      apiUrl: 'https://api.example.com',
      pusherKey: 'build-key',
    })
    expect(getConfig()).toBe(config)
    expect(new URL(seen[0].url).pathname).toBe('/config.json')
    expect(fetchSpy.mock.calls[0][1]).toMatchObject({ cache: 'no-cache' })
    fetchSpy.mockRestore()
  })

  it("takes index.html's early read of the file instead of fetching it again", async () => {
    serveConfig(() => HttpResponse.json({ apiMode: 'mock' }))
    window.__configFile = Promise.resolve({ apiMode: 'live', apiUrl: 'https://early.example.com' })
    const config = await loadConfig({ env: {} })
    expect(config).toMatchObject({ apiMode: 'live', apiUrl: 'https://early.example.com' })
    expect(seen).toHaveLength(0)
    expect(window.__configFile).toBeUndefined()
  })

  it('falls back to the build variables when the early read failed (null)', async () => {
    window.__configFile = Promise.resolve(null)
    const config = await loadConfig({ env: { VITE_API_URL: 'https://build.example.com' } })
    expect(config.apiUrl).toBe('https://build.example.com')
  })

  it.each([
    ['missing (404)', () => new HttpResponse('Not Found', { status: 404 })],
    [
      'broken JSON',
      () => new HttpResponse('{"apiMode": ', { headers: { 'Content-Type': 'application/json' } }),
    ],
    ['the SPA index.html fallback', () => HttpResponse.html('<!doctype html><html></html>')],
    ['a network error', () => HttpResponse.error()],
  ])('falls back silently when the file is %s', async (_label, response) => {
    serveConfig(response)
    const config = await loadConfig({ env: { VITE_API_URL: 'https://build.example.com' } })
    expect(config).toMatchObject({ apiMode: 'mock', apiUrl: 'https://build.example.com' })
  })
})

describe('getConfig / setConfigForTests', () => {
  it('throws before the config is loaded', () => {
    expect(() => getConfig()).toThrow(/Config not loaded/)
  })

  it('installs validated overrides on top of the defaults', () => {
    setConfigForTests({ apiUrl: 'https://t.example.com/', pusherPort: 6001 })
    expect(getConfig()).toMatchObject({
      apiMode: 'mock',
      apiUrl: 'https://t.example.com',
      pusherPort: 6001,
    })
  })
})

describe('isLiveOnlyBuild', () => {
  it('is false when the build did not set VITE_API_MODE=live', () => {
    expect(isLiveOnlyBuild).toBe(import.meta.env.VITE_API_MODE === 'live')
  })
})
