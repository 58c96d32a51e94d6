export type { Eligibility, EligibilityBlock, EligibilityBlockKind } from './model/eligibility'
export { useInvestEligibility } from './use-invest-eligibility'
/** Renders useInvestEligibility().blocks (message and link each) for any screen. */
export { EligibilityNotice } from './components/eligibility-notice'
export type { EligibilityNoticeProps } from './components/eligibility-notice'
/** Profile slug `appropriateness`: the test, its result and cooldown. */
export { AppropriatenessPanel } from './components/appropriateness-panel'
/** Profile slug `investor-type`: the FCA categorisation step. */
export { CategorisationPanel } from './components/categorisation-panel'
