// @vitest-environment dom
import { createQueryClient } from '@/lib/query'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { http as mswHttp, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setConfigForTests } from '@/lib/config'
import { CURRENT_USER_INCLUDES, fetchCurrentUser } from '@/lib/session/current-user-query'
import { settingsQuery } from '@/lib/tenant/settings-query'
import { investorStatsQuery } from '@/lib/resources'
import { EARLY_PAGE_READS, takeEarlyPageRead } from './early-page-reads'
import { withQuery } from './query-string'
import { EARLY_READ_PATHS, takeEarlyRead, type EarlyAnswer } from './early-reads'

const API = 'https://api.example.com'
const server = setupServer()
const seen: string[] = []

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  setConfigForTests(null)
  window.__earlyReads = undefined
  seen.length = 0
})
afterAll(() => server.close())

// happy-dom replaces URL, so the file is found from the project root vitest runs in.
const readIndexHtml = () => readFileSync(join(process.cwd(), 'index.html'), 'utf8')

/** index.html's inline script, run with a stand-in fetch that records what it was asked. */
function runIndexScript(
  configFile: unknown,
  answer: (url: string) => Response,
  pathname = '/login',
) {
  const html = readIndexHtml()
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]
  const requested: { url: string; init: RequestInit | undefined }[] = []
  const fakeWindow: {
    location: { pathname: string }
    __configFile?: Promise<unknown>
    __earlyReads?: Window['__earlyReads']
  } = { location: { pathname } }
  const fakeFetch = (url: string, init?: RequestInit) => {
    if (url === '/config.json') return Promise.resolve(Response.json(configFile))
    requested.push({ url, init })
    return Promise.resolve(answer(url))
  }
  new Function('window', 'fetch', script)(fakeWindow, fakeFetch)
  return { requested, reads: fakeWindow.__earlyReads! }
}

describe("index.html's early reads", () => {
  it('are the reads the app itself makes first, by the same paths', () => {
    expect(EARLY_READ_PATHS.currentUser).toBe(
      `/api/user?include=${CURRENT_USER_INCLUDES.join(',')}`,
    )
    const html = readIndexHtml()
    for (const path of Object.values(EARLY_READ_PATHS)) expect(html).toContain(`'${path}'`)
  })

  it.each(Object.entries(EARLY_PAGE_READS))(
    "add the page's own read when the visit opens %s",
    async (page, path) => {
      for (const pathname of [page, `${page}/`]) {
        const { requested, reads } = runIndexScript(
          { apiMode: 'live', apiUrl: API },
          () => Response.json({ data: {} }),
          pathname,
        )
        await reads
        expect(requested.map((r) => r.url)).toEqual([
          ...Object.values(EARLY_READ_PATHS).map((p) => `${API}${p}`),
          `${API}${path}`,
        ])
      }
    },
  )

  it("add an opportunity's read, by the URL the app asks, on its page and on investing in it", async () => {
    const { opportunityBySlug } = await import('@/investor/investments/api/opportunity-queries')
    const url = `${API}${withQuery('/api/investment-opportunities', opportunityBySlug('zephyr-power'))}`
    for (const pathname of [
      '/investor/investments/zephyr-power',
      '/investor/investments/zephyr-power/invest',
      '/investor/investments/zephyr-power/investor-type/',
    ]) {
      const { requested, reads } = runIndexScript(
        { apiMode: 'live', apiUrl: API },
        () => Response.json({ data: [] }),
        pathname,
      )
      await reads
      expect(requested.map((r) => r.url)).toContain(url)
    }
  })

  it("add no page read on another page (an overview's sub-page, the opportunities list)", async () => {
    for (const pathname of [
      '/login',
      '/investor/portfolio',
      '/admin/investors',
      '/investor/investments',
      '/investor/investments/market-sounding/3',
    ]) {
      const { requested, reads } = runIndexScript(
        { apiMode: 'live', apiUrl: API },
        () => Response.json({}),
        pathname,
      )
      await reads
      expect(requested).toHaveLength(Object.values(EARLY_READ_PATHS).length)
    }
  })

  it('start with a live host, credentialed and with only a safelisted header', async () => {
    const { requested, reads } = runIndexScript({ apiMode: 'live', apiUrl: `${API}/` }, () =>
      Response.json({ data: { id: 1 } }),
    )
    const map = await reads
    expect(requested.map((r) => r.url)).toEqual(
      Object.values(EARLY_READ_PATHS).map((path) => `${API}${path}`),
    )
    for (const { init } of requested) {
      expect(init).toEqual({ credentials: 'include', headers: { Accept: 'application/json' } })
    }
    expect(await map[`${API}/api/branding/1`]).toEqual({ status: 200, body: { data: { id: 1 } } })
  })

  it.each([
    ['mock mode', { apiMode: 'mock', apiUrl: API }],
    ['no host', { apiMode: 'live', apiUrl: '' }],
    ['a non-http host', { apiMode: 'live', apiUrl: 'javascript:alert(1)' }],
    ['no config file', null],
  ])('do not start in %s', async (_, file) => {
    const { requested, reads } = runIndexScript(file, () => Response.json({}))
    expect(await reads).toEqual({})
    expect(requested).toHaveLength(0)
  })

  it('keep only answers the app treats as results (not a 503)', async () => {
    const { reads } = runIndexScript({ apiMode: 'live', apiUrl: API }, (url) =>
      url.includes('/api/user')
        ? Response.json({ message: 'Unauthenticated.' }, { status: 401 })
        : Response.json({ message: 'Down' }, { status: 503 }),
    )
    const map = await reads
    expect(await map[`${API}${EARLY_READ_PATHS.currentUser}`]).toEqual({
      status: 401,
      body: { message: 'Unauthenticated.' },
    })
    expect(await map[`${API}${EARLY_READ_PATHS.tenantSettings}`]).toBeNull()
  })
})

describe('the app takes the early answers', () => {
  function early(answers: Record<string, EarlyAnswer | null>) {
    setConfigForTests({ apiMode: 'live', apiUrl: API })
    const map = Object.fromEntries(
      Object.entries(answers).map(([path, answer]) => [`${API}${path}`, Promise.resolve(answer)]),
    )
    window.__earlyReads = Promise.resolve(map)
  }

  function serve(path: string, body: Record<string, unknown>) {
    server.use(
      mswHttp.get(`${API}${path}`, ({ request }) => {
        seen.push(new URL(request.url).pathname)
        return HttpResponse.json(body)
      }),
    )
  }

  it('uses the signed-in user from the early read without asking again, once', async () => {
    early({ [EARLY_READ_PATHS.currentUser]: { status: 200, body: { id: 7 } } })
    serve('/api/user', { id: 8 })
    expect(await fetchCurrentUser()).toEqual({ id: 7 })
    expect(seen).toEqual([])
    // A later read (a refetch after login) goes to the network.
    expect(await fetchCurrentUser()).toEqual({ id: 8 })
    expect(seen).toEqual(['/api/user'])
  })

  it('reads a 401 as logged out', async () => {
    early({ [EARLY_READ_PATHS.currentUser]: { status: 401, body: {} } })
    expect(await fetchCurrentUser()).toBeNull()
  })

  it('asks the host itself when the early read failed', async () => {
    early({ [EARLY_READ_PATHS.tenantSettings]: null })
    serve('/api/branding/1', { data: { name: 'From the host' } })
    expect(await createQueryClient().fetchQuery(settingsQuery)).toEqual({ name: 'From the host' })
    expect(seen).toEqual(['/api/branding/1'])
  })

  it('uses the early branding answer', async () => {
    early({ [EARLY_READ_PATHS.tenantSettings]: { status: 200, body: { data: { name: 'Early' } } } })
    expect(await createQueryClient().fetchQuery(settingsQuery)).toEqual({ name: 'Early' })
  })

  it('uses an early branding answer that is the bare row (a stock Laravel host)', async () => {
    early({ [EARLY_READ_PATHS.tenantSettings]: { status: 200, body: { name: 'Bare' } } })
    expect(await createQueryClient().fetchQuery(settingsQuery)).toEqual({ name: 'Bare' })
  })

  it("uses an opportunity page's early list read once, then asks the host", async () => {
    const { opportunityBySlugQuery, opportunityBySlug } =
      await import('@/investor/investments/api/opportunity-queries')
    const path = withQuery('/api/investment-opportunities', opportunityBySlug('zephyr'))
    early({ [path]: { status: 200, body: { data: [{ id: 3, slug: 'zephyr' }], total: 1 } } })
    serve('/api/investment-opportunities', { data: [{ id: 4, slug: 'zephyr' }], total: 1 })
    const client = createQueryClient()
    expect(await client.fetchQuery(opportunityBySlugQuery('zephyr'))).toMatchObject({ id: 3 })
    expect(seen).toEqual([])
    const again = await client.fetchQuery({ ...opportunityBySlugQuery('zephyr'), staleTime: 0 })
    expect(again).toMatchObject({ id: 4 })
    expect(seen).toEqual(['/api/investment-opportunities'])
  })

  it("uses an overview's early figures once, then asks the host", async () => {
    early({ [EARLY_PAGE_READS['/investor']]: { status: 200, body: { data: { total: 1 } } } })
    serve('/api/stats/investor', { data: { total: 2 } })
    const client = createQueryClient()
    expect(await client.fetchQuery(investorStatsQuery)).toEqual({ total: 1 })
    expect(seen).toEqual([])
    expect(await client.fetchQuery({ ...investorStatsQuery, staleTime: 0 })).toEqual({ total: 2 })
    expect(seen).toEqual(['/api/stats/investor'])
  })

  it("leaves a page's early 401 or 403 to the app's own request", async () => {
    early({ [EARLY_PAGE_READS['/admin']]: { status: 401, body: { message: 'Unauthenticated.' } } })
    expect(await takeEarlyPageRead(EARLY_PAGE_READS['/admin'])).toBeNull()
    early({ [EARLY_PAGE_READS['/investor']]: { status: 403, body: { message: 'Forbidden.' } } })
    serve('/api/stats/investor', { data: { total: 5 } })
    expect(await createQueryClient().fetchQuery(investorStatsQuery)).toEqual({ total: 5 })
    expect(seen).toEqual(['/api/stats/investor'])
  })

  it('is null without early reads (mock mode, tests)', async () => {
    setConfigForTests({ apiMode: 'live', apiUrl: API })
    expect(await takeEarlyRead(EARLY_READ_PATHS.currentUser)).toBeNull()
  })
})
