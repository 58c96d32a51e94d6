import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  categoryApprovalOf,
  internationalAmlOf,
  promotionStandingOf,
  screeningOf,
} from '@/lib/investments'
import { useFlags } from '@/lib/flags'
import { needsTerms } from '@/lib/session'
import { settingsQuery } from '@/lib/tenant'
import { needsCategorisation, useTestState } from './hooks/use-test-state'
import type { Eligibility } from './model/eligibility'
import { eligibilityFrom, type EligibilityFacts } from './model/eligibility-rules'

const LOADING: Eligibility = { status: 'loading', blocks: [] }

/**
 * The single answer to "what stops this investor investing?" (SPEC §4): email verification,
 * the current terms, the investor category (with the categorisation popups on; approved by
 * staff with categorisation approval on) and the
 * appropriateness test (pending, cooling down after a failure, or out of attempts). Loading
 * until the session, the flags and, where they matter, the test result are known.
 */
export function useInvestEligibility(): Eligibility {
  const { state, user, loading, categorisationPopups } = useTestState()
  const settings = useQuery(settingsQuery)
  const flags = useFlags()
  const approval = flags.complianceRequiresCategorisationApproval
  // Financial promotion exemptions: whether the statement is current, as the page opened.
  const [now] = useState(() => Date.now())
  if (loading || !user || state.kind === 'loading') return LOADING
  const test: EligibilityFacts['test'] =
    state.kind === 'notInvestor' || state.kind === 'disabled' ? 'notRequired' : state.kind
  return eligibilityFrom({
    emailVerified: !!user.email_verified_at,
    termsAccepted: !needsTerms(user, settings.data),
    // Approval asks for a category as the pop-ups do (the shared rule's investFacts).
    categorised: !needsCategorisation(user, categorisationPopups || approval),
    categoryApproval: categoryApprovalOf(user, approval),
    internationalAml: internationalAmlOf(user, flags.internationalAml),
    test,
    screening: screeningOf(user, flags.userScreening),
    promotion: promotionStandingOf(user, flags.financialPromotionExceptions, now),
  })
}
