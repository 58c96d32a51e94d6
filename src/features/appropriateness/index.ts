export type { Eligibility, EligibilityBlock, EligibilityBlockKind } from './model/eligibility'
export { useInvestEligibility } from './use-invest-eligibility'
/** Profile slug `appropriateness`: the test, its result and cooldown. */
export { AppropriatenessPanel } from './components/appropriateness-panel'
/** Profile slug `investor-type`: the FCA categorisation step. */
export { CategorisationPanel } from './components/categorisation-panel'
