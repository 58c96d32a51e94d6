import type { FlagName } from '@/lib/flags'
import type { FlagEffects } from './effect-refs'
import { COMPLIANCE_EFFECTS } from './compliance-effects'
import { INVESTING_EFFECTS } from './investing-effects'
import { OTHER_EFFECTS } from './other-effects'
import { PORTAL_EFFECTS } from './portal-effects'

export { type Cell, type FlagEffects, type TestRef } from './effect-refs'

/**
 * Issue 28: for every flag on the Features page, the tests that fail when switching it stops
 * doing what its sentence says, in each place: the admin, the investor portal and the host.
 * flag-effects-coverage.test.ts checks every flag has an entry and every test named exists.
 */
export const FLAG_EFFECTS: Partial<Record<FlagName, FlagEffects>> = {
  ...INVESTING_EFFECTS,
  ...OTHER_EFFECTS,
  ...COMPLIANCE_EFFECTS,
  ...PORTAL_EFFECTS,
}
