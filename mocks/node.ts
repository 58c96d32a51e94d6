import { createHost, MOCK_PUSHER, type HostOptions } from './host/create-host'
import { createRouter } from './handlers'
import { hostHandler } from './handlers/msw'
import { PusherHub } from './realtime/pusher-hub'
import { pusherSocketHandlers } from './realtime/msw-link'
import type { SeedSize } from './seed'

/**
 * The mock host for Node: the same router and handlers as the browser, for `setupServer`
 * (msw/node) in tests and for the standalone HTTP server.
 */
export async function createMockApi(
  opts: Pick<HostOptions, 'seeded' | 'reseeded'> & { seed?: SeedSize } = {},
) {
  const hub = new PusherHub(MOCK_PUSHER)
  const host = await createHost({ ...opts, realtime: hub })
  const router = createRouter()
  const handlers = [hostHandler(host, router), ...pusherSocketHandlers(hub)]
  return { host, router, hub, handlers }
}

export type MockApi = Awaited<ReturnType<typeof createMockApi>>
