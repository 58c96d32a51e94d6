import { Database, type Row } from '../db/db'
import { noRealtime, type MockHost, type RealtimePublisher } from '../http/host'
import type { SeedSize } from '../seed'

export const MOCK_PUSHER = { key: 'mock-key', secret: 'mock-secret' }

export interface HostOptions {
  db?: Database
  realtime?: RealtimePublisher
  seed?: SeedSize
  /** Skip seeding (the browser restores persisted rows instead). */
  empty?: boolean
  /** The seed's rows made earlier (tests: once per run, see mocks/testing/seed-snapshot). */
  seeded?: Record<string, Row[]>
  /**
   * The normal seed's rows for a reset on `day`, when made earlier (tests: the run's snapshot):
   * undefined, and the reset seeds afresh. Seeding per reset was a third of a page test's time.
   */
  reseeded?: (day: Date) => Record<string, Row[]> | undefined
  /** Called after a reset has reseeded (the browser rewrites its persisted copy). */
  onReset?: (host: MockHost) => Promise<void> | void
}

/**
 * The seed (faker and its locale: about half the in-browser host's code) is loaded only when
 * the host seeds: a returning visit restores its rows instead and never downloads it.
 */
async function seed(db: Database, size: SeedSize, now: Date) {
  const { seedDatabase } = await import('../seed')
  await seedDatabase(db, size, now)
}

export async function createHost(opts: HostOptions = {}): Promise<MockHost> {
  const db = opts.db ?? new Database()
  const host: MockHost = {
    db,
    realtime: opts.realtime ?? noRealtime,
    pusher: MOCK_PUSHER,
    now: () => new Date(),
    async reset(size = 'normal') {
      // Dated around the day of the reset, so a reset always brings the live deals back.
      const rows = size === 'normal' ? opts.reseeded?.(host.now()) : undefined
      if (rows) db.restore(rows)
      else {
        db.clear()
        await seed(db, size, host.now())
      }
      await opts.onReset?.(host)
    },
  }
  if (opts.seeded) db.restore(opts.seeded)
  else if (!opts.empty) await seed(db, opts.seed ?? 'normal', host.now())
  return host
}
