export { PAYMENT_STATES, paymentStateLabel } from './payment-states'
export type { PaymentState, PaymentStateLabel, PaymentTone } from './payment-states'
export {
  isLiveOpportunityStage,
  LIVE_OPPORTUNITY_STAGES,
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
  categoryApprovalOf,
  categoryOutstanding,
  investBlockKinds,
  investFacts,
  internationalAmlOf,
  outsideUk,
  promotionStandingOf,
  termsOutstanding,
  testStandingOf,
} from './invest-eligibility'
export type {
  CategoryApproval,
  InvestBlockKind,
  InvestFacts,
  InternationalAmlStanding,
  InvestorColumns,
  PromotionStanding,
  TestStanding,
  TestStatus,
} from './invest-eligibility'
export {
  DEAL_OUTCOME_CODES,
  dealPipelineStatus,
  OPEN_CLOSED_LABELS,
  openClosedCode,
  PIPELINE_STATUS_LABELS,
  PIPELINE_STATUSES,
} from './status-sets'
export type { OpenClosedCode, PipelineStatus } from './status-sets'
export { screeningOf, type ScreeningStanding } from './screening-standing'
export * from './invested-money'
export {
  holdingStatus,
  investmentStatus,
  isOutstanding,
  paymentState,
  transactionType,
  type StatusLabel,
} from './investment-status'
