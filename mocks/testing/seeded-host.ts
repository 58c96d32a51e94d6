import { Database } from '../db/db'
import type { MockHost } from '../http/host'
import { createRouter } from '../handlers'
import { noRealtime } from '../http/host'
import { seedForTests } from './seed-snapshot'

/** The clock every seeded test host starts at (the seed's "today"). */
export const SEEDED_NOW = '2026-11-01T09:00:00.000Z'

/**
 * The whole host over the normal seed with a fixed clock, and the router every runtime uses:
 * the set-up of tests that talk to the host through HTTP as a client would.
 */
export async function seededHost(): Promise<{
  host: MockHost
  router: ReturnType<typeof createRouter>
}> {
  const host: MockHost = {
    db: new Database(),
    realtime: noRealtime,
    pusher: { key: 'k', secret: 's' },
    now: () => new Date(SEEDED_NOW),
    reset: async () => {},
  }
  await seedForTests(host.db)
  return { host, router: createRouter() }
}
