import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { trackOpenRequests } from './open-requests'

const server = setupServer(
  http.get('http://host.test/slow', async () => {
    await delay(80)
    return HttpResponse.json({ ok: true }, { headers: { 'Set-Cookie': 'laravel_session=old' } })
  }),
  http.get('http://host.test/held', () => new Promise<never>(() => {})),
  http.get('http://host.test/broken', () => {
    throw new Error('handler failed')
  }),
)
const STALLED_MS = 300
const settled = trackOpenRequests(server, { stalledMs: STALLED_MS })
/** "At once": well under the stall limit, with room for a busy machine's pauses. */
const AT_ONCE_MS = STALLED_MS - 100
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('trackOpenRequests', () => {
  it('settles once every request the server saw is answered', async () => {
    let answered = false
    // Settling is asked for once the server has the request, as a harness meets it.
    const seen = new Promise<void>((resolve) => server.events.on('request:start', () => resolve()))
    const pending = fetch('http://host.test/slow').then(() => (answered = true))
    await seen
    await settled()
    expect(answered).toBe(true)
    await pending
  })

  it('counts a request whose handler threw as answered', async () => {
    // msw reports the handler's exception on the console: expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await fetch('http://host.test/broken').catch(() => undefined)
    quiet.mockRestore()
    const started = Date.now()
    await settled()
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('settles at once when nothing is open', async () => {
    const started = Date.now()
    await settled()
    expect(Date.now() - started).toBeLessThan(AT_ONCE_MS)
  })

  it('stops waiting for a request held on purpose, and does not wait for it again', async () => {
    const seen = new Promise<void>((resolve) => server.events.on('request:start', () => resolve()))
    void fetch('http://host.test/held', { signal: AbortSignal.timeout(5000) }).catch(() => {})
    await seen
    const started = Date.now()
    await settled()
    expect(Date.now() - started).toBeGreaterThanOrEqual(STALLED_MS)
    expect(Date.now() - started).toBeLessThan(2000)
    const again = Date.now()
    await settled()
    expect(Date.now() - again).toBeLessThan(AT_ONCE_MS)
  })
})
