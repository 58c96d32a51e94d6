import type { FlagEffects, TabledFlag } from './effect-refs'
import { AML_EFFECTS } from './aml-effects'
import { APPROVAL_EFFECTS } from './approval-effects'
import { INVESTING_EFFECTS } from './investing-effects'
import { OTHER_EFFECTS } from './other-effects'
import { PORTAL_EFFECTS } from './portal-effects'
import { PROMOTION_EFFECTS } from './promotion-effects'
import { SCREENING_EFFECTS } from './screening-effects'

export {
  ISSUE_28_FLAGS,
  ISSUE_28_PENDING,
  type Cell,
  type FlagEffects,
  type TestRef,
} from './effect-refs'

/**
 * Issue 28: for every flag on the Features page, the tests that fail when switching it stops
 * doing what its sentence says, in each place: the admin, the investor portal and the host.
 * flag-effects-coverage.test.ts checks every flag has an entry and every test named exists;
 * the flags of ISSUE_28_FLAGS are covered by the other issue-28 work.
 */
export const FLAG_EFFECTS: Partial<Record<TabledFlag, FlagEffects>> = {
  ...INVESTING_EFFECTS,
  ...OTHER_EFFECTS,
  ...APPROVAL_EFFECTS,
  ...AML_EFFECTS,
  ...PORTAL_EFFECTS,
  ...PROMOTION_EFFECTS,
  ...SCREENING_EFFECTS,
}
