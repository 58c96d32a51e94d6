import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { http } from '@/lib/api'
import { investorStatsQuery } from '@/lib/resources'
import { currentUserQuery } from '@/lib/session'
import { chunks } from './route-chunks'
import { prefetchRouteData } from './route-data'

// The features' chunks load once here, so each test sees only its own calls.
beforeAll(async () => {
  await Promise.all([
    chunks.investorOverview(),
    chunks.adminShell(),
    chunks.investorRoutes(),
    import('@/investor/investments'),
  ])
})

afterEach(() => vi.restoreAllMocks())

const clientWith = (user: unknown) => {
  const client = new QueryClient()
  client.setQueryData(currentUserQuery.queryKey, user as never)
  return client
}

describe('prefetchRouteData', () => {
  it("starts the investor overview's figures call before the page renders", async () => {
    const get = vi
      .spyOn(http, 'get')
      .mockResolvedValue({ data: { data: { invested: 1, holdings_count: 1 } } })
    prefetchRouteData('/investor', clientWith({ id: 1, role_id: 5 }))
    await vi.waitFor(() =>
      expect(get).toHaveBeenCalledWith('/api/stats/investor', expect.anything()),
    )
  })

  it("starts the admin overview's figures call", async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue({ data: { data: {} } })
    prefetchRouteData('/admin', clientWith({ id: 1, role_id: 1 }))
    await vi.waitFor(() =>
      expect(get).toHaveBeenCalledWith('/api/stats/overview', expect.anything()),
    )
  })

  it("asks beside the session call, with a visitor's 401 kept from the 401 handler", async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue({ data: { data: { invested: 1 } } })
    // The visitor is not known yet: nothing waits for the session call.
    const client = new QueryClient()
    prefetchRouteData('/investor', client)
    await vi.waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/stats/investor',
        expect.objectContaining({ skipUnauthorisedHandler: true }),
      ),
    )
    // The page's own reads, once the visitor is known, are ordinary ones again.
    await client.fetchQuery({ ...investorStatsQuery, staleTime: 0 })
    expect(get).toHaveBeenLastCalledWith(
      '/api/stats/investor',
      expect.objectContaining({ skipUnauthorisedHandler: false }),
    )
  })

  it("starts an opportunity's read, by its slug, on its page and on investing in it", async () => {
    for (const path of [
      '/investor/investments/zephyr-power',
      '/investor/investments/zephyr-power/invest',
    ]) {
      const get = vi.spyOn(http, 'get').mockResolvedValue({ data: { data: [], total: 0 } })
      prefetchRouteData(path, new QueryClient())
      await vi.waitFor(() =>
        expect(get).toHaveBeenCalledWith(
          expect.stringMatching(/^\/api\/investment-opportunities\?.*filter\[slug\]=zephyr-power&/),
          expect.objectContaining({ skipUnauthorisedHandler: true }),
        ),
      )
      vi.restoreAllMocks()
    }
  })

  it('asks nothing for the other pages', async () => {
    const get = vi.spyOn(http, 'get')
    prefetchRouteData('/investor/news', clientWith({ id: 1, role_id: 5 }))
    prefetchRouteData('/investor/investments', clientWith({ id: 1, role_id: 5 }))
    prefetchRouteData('/investor/investments/market-sounding/3', clientWith({ id: 1, role_id: 5 }))
    prefetchRouteData('/admin/investors', clientWith({ id: 1, role_id: 1 }))
    await new Promise((r) => setTimeout(r, 100))
    expect(get).not.toHaveBeenCalled()
  })
})
