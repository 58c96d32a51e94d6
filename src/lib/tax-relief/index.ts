/**
 * EIS and SEIS income-tax relief (issue 29): the rules as data with their source, UK tax-year
 * arithmetic, qualifying dates, carry-back and the yearly summary. Pure: the portal and the
 * mock host read the same rules.
 */
export {
  RELIEF_SCHEMES,
  TAX_RELIEF_RULES,
  type ReliefScheme,
  type SchemeRules,
  type TaxReliefRules,
} from './rules'
export { daysBetween } from './dates'
export {
  currentTaxYear,
  filingDeadline,
  nextFilingDeadline,
  previousTaxYear,
  taxYearOf,
  taxYearStarting,
  type FilingDeadline,
  type TaxYear,
} from './tax-year'
export { qualifyingDate, qualifyingPeriodOver } from './qualifying'
export {
  allocateRelief,
  isKnowledgeIntensive,
  isReliefScheme,
  isUnderRelief,
  issueDateOf,
  reliefSchemeOf,
  reliefTaxYears,
  reliefYear,
  yearSummary,
  type HoldingRelief,
  type ReliefHolding,
  type SchemeSummary,
} from './relief'
