import type { Database } from '../db/db'
import { DEFAULT_HOST_STATE } from '../http/host'
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
  await db.table('host_state').insert({ ...DEFAULT_HOST_STATE, seed: size }, { silent: true })
}

export type { SeedSize } from './context'
