import type { Database } from '../db/db'
import { createSeedContext, seedReferenceDate, SEED_REFERENCE_DATE, type SeedSize } from './context'
import { seedSettings } from './settings'
import { seedPeople } from './people'
import { seedDeals } from './deals'
import { seedFunds } from './funds'

/**
 * Fill an empty database: settings, then people, deals and funds (later groups use earlier
 * rows), dated around the day of `today` (see seedReferenceDate). The hosts pass their clock;
 * tests that pin the clock to SEED_REFERENCE_DATE may leave it out.
 */
export async function seedDatabase(
  db: Database,
  size: SeedSize = 'normal',
  today: Date = SEED_REFERENCE_DATE,
) {
  const ctx = createSeedContext(db, size, seedReferenceDate(today))
  await seedSettings(ctx)
  await seedPeople(ctx)
  await seedDeals(ctx)
  await seedFunds(ctx)
  await db
    .table('host_state')
    .insert({ id: 1, maintenance: false, latency_ms: 0, seed: size }, { silent: true })
}

export type { SeedSize } from './context'
export { seedReferenceDate, SEED_REFERENCE_DATE } from './context'
