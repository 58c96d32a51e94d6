import type { Eligibility } from './model/eligibility'

/** STUB (owned by the appropriateness feature): replaced by the real rules. */
export function useInvestEligibility(): Eligibility {
  return { status: 'eligible', blocks: [] }
}
