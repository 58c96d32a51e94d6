import { useQuery } from '@tanstack/react-query'
import { needsTerms } from '@/lib/session'
import { settingsQuery } from '@/lib/tenant'
import { needsCategorisation, useTestState } from './hooks/use-test-state'
import type { Eligibility } from './model/eligibility'
import { eligibilityFrom, type EligibilityFacts } from './model/eligibility-rules'

const LOADING: Eligibility = { status: 'loading', blocks: [] }

/**
 * The single answer to "what stops this investor investing?" (SPEC §4): email verification,
 * the current terms, the investor category (with the categorisation popups on) and the
 * appropriateness test (pending, cooling down after a failure, or out of attempts). Loading
 * until the session, the flags and, where they matter, the test result are known.
 */
export function useInvestEligibility(): Eligibility {
  const { state, user, loading, categorisationPopups } = useTestState()
  const settings = useQuery(settingsQuery)
  if (loading || !user || state.kind === 'loading') return LOADING
  const test: EligibilityFacts['test'] =
    state.kind === 'notInvestor' || state.kind === 'disabled' ? 'notRequired' : state.kind
  return eligibilityFrom({
    emailVerified: !!user.email_verified_at,
    termsAccepted: !needsTerms(user, settings.data),
    categorised: !needsCategorisation(user, categorisationPopups),
    test,
  })
}
