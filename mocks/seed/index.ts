import type { Database } from '../db/db'
import { createSeedContext, type SeedSize } from './context'
import { seedSettings } from './settings'
import { seedPeople } from './people'
import { seedDeals } from './deals'
import { seedFunds } from './funds'

/** Fill an empty database: settings, then people, deals and funds (later groups use earlier rows). */
export async function seedDatabase(db: Database, size: SeedSize = 'normal') {
  const ctx = createSeedContext(db, size)
  await seedSettings(ctx)
  await seedPeople(ctx)
  await seedDeals(ctx)
  await seedFunds(ctx)
  await db
    .table('host_state')
    .insert({ id: 1, maintenance: false, latency_ms: 0, seed: size }, { silent: true })
}

export type { SeedSize } from './context'
