/**
 * Financial promotion exemptions (flag `financialPromotionExceptions`): the statement an
 * investor makes before they see any opportunity's details, and whether they still need to.
 */
export { PromotionStatementCard, STATEMENT_TITLE } from './components/statement-card'
export { usePromotionStanding, usePromotionWithheld } from './use-promotion-standing'
