import { Database, type Row } from '../../db/db'
import { seedForTests } from '../../testing/seed-snapshot'
import { noRealtime, type MockHost } from '../../http/host'
import { checkedClient } from '../../testing/checked-client'
import { createRouter } from '../../handlers'

export type Page = { data: Row[]; total: number }
export type One = { data: Row }

/** The whole host over the normal seed, with a clock the tests can move. */
export async function fundsTestHost() {
  let clock = Date.parse('2026-11-01T09:00:00.000Z')
  const host: MockHost = {
    db: new Database(),
    realtime: noRealtime,
    pusher: { key: 'k', secret: 's' },
    now: () => new Date(clock),
    reset: async () => {},
    // Tests move the clock by days within one signed-in client (cooldowns, deadlines).
    sessionLifetime: 60 * 24 * 30,
  }
  await seedForTests(host.db)
  const router = createRouter()
  const userId = (email: string) =>
    host.db.table('users').first((u) => u.email === email)?.id as number

  const as = (id: number) => checkedClient(host, router, id)

  const advance = (ms: number) => (clock += ms)
  return { host, router, userId, as, advance }
}
