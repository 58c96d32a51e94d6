import type { Database } from '../db/db'
import { DEFAULT_HOST_STATE } from '../http/host'
import { createSeedContext, seedReferenceDate, SEED_REFERENCE_DATE, type SeedSize } from './context'
import { seedSettings } from './settings'
import { seedPeople } from './people'
import { seedDeals } from './deals'
import { seedFunds } from './funds'
import { seedQuestionnaires } from './people/questionnaires'
import { seedComplianceEvidence } from './compliance-evidence'
import { seedInternationalAml } from './people/aml'
import { seedPromotionExemptions } from './people/promotion-exemptions'
import { seedTaxRelief } from './tax-relief'

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
  await seedQuestionnaires(ctx)
  await seedComplianceEvidence(ctx)
  // Last: its files and documents leave every other seeded row's id as it was.
  await seedInternationalAml(ctx)
  // After it, for the same reason: two statements and their evidence, nothing renumbered.
  await seedPromotionExemptions(ctx)
  // Last again, with no faker draws: share issues, allotments and certificates (issue 29).
  await seedTaxRelief(ctx)
  await db.table('host_state').insert({ ...DEFAULT_HOST_STATE, seed: size }, { silent: true })
}

export type { SeedSize } from './context'
export { seedReferenceDate, SEED_REFERENCE_DATE } from './context'
