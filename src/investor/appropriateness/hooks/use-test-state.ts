import { categoryOutstanding } from '@/lib/investments'
import { useQuery } from '@tanstack/react-query'
import { useFlags } from '@/lib/flags'
import { INVESTOR_ROLE } from '@/lib/permissions'
import { useCurrentUser, type CurrentUser } from '@/lib/session'
import { settingsQuery } from '@/lib/tenant'
import type { AttemptState } from '../model/attempts'
import { useComplianceAttempts, type Loadable } from './use-attempts'

/** Where the signed-in user stands with the appropriateness test (SPEC §4). */
export type TestState = Loadable<AttemptState | { kind: 'notInvestor' } | { kind: 'disabled' }>

export interface TestContext {
  state: TestState
  user: CurrentUser | null
  /** True while the session or the tenant's flags are still unknown. */
  loading: boolean
  categorisationPopups: boolean
  riskWarning: boolean
}

/**
 * Investor role only; skipped when already passed or when the test is disabled. The result is
 * fetched only when it can matter, so an investor who passed costs no extra request.
 */
export function useTestState(): TestContext {
  const session = useCurrentUser()
  const settings = useQuery(settingsQuery)
  const flags = useFlags()
  const user = session.user
  const loading = session.status === 'pending' || settings.isPending
  const investor = !!user && user.role_id === INVESTOR_ROLE
  const passedOnUser = Number(user?.compliance_passed) === 1
  const attempts = useComplianceAttempts(
    !loading && investor && flags.complianceTest && !passedOnUser,
    flags.riskWarning,
  )
  const state: TestState = loading
    ? { kind: 'loading' }
    : !investor
      ? { kind: 'notInvestor' }
      : !flags.complianceTest
        ? { kind: 'disabled' }
        : passedOnUser
          ? { kind: 'passed' }
          : attempts
  return {
    state,
    user,
    loading,
    categorisationPopups: flags.investorCategorisationPopups,
    riskWarning: flags.riskWarning,
  }
}

/** With the categorisation popups on, an investor must have confirmed a category (SPEC §3). */
export const needsCategorisation = (user: CurrentUser | null, popups: boolean): boolean =>
  categoryOutstanding(user, popups)
