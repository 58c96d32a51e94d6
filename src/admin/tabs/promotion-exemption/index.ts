// The investor record's financial promotion statement tab (flag financialPromotionExceptions).
export { PromotionStatementTab } from './promotion-statement-tab'
export { EXEMPTION_LABELS, exemptionLabel } from './labels'
