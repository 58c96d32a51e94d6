export { PAYMENT_STATES, paymentStateLabel } from './payment-states'
export type { PaymentState, PaymentStateLabel, PaymentTone } from './payment-states'
export {
  OPPORTUNITY_MOVES,
  OPPORTUNITY_STAGE_RANGES,
  OPPORTUNITY_STATUS_NAMES,
  OPPORTUNITY_STATUSES,
  opportunityMoves,
  stageForStatus,
} from './opportunity-status'
export type { OpportunityStatus } from './opportunity-status'
export {
  isoDay,
  PRE_EMPTION,
  preEmptionChoiceLabel,
  preEmptionOfferOpen,
  type PreEmptionCode,
} from './pre-emption'
export {
  admitsInvestorType,
  allowedInvestorTypes,
  categoryOutstanding,
  investBlockKinds,
  investFacts,
  termsOutstanding,
  testStandingOf,
} from './invest-eligibility'
export type {
  InvestBlockKind,
  InvestFacts,
  InvestorColumns,
  TestStanding,
  TestStatus,
} from './invest-eligibility'
