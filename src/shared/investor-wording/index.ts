/**
 * The tenant's investor-facing wording as investors read it: the terms and the risk warning.
 * Shared because the admin's wording settings preview exactly what the investor portal shows.
 */
export {
  RISK_WARNING,
  RISK_WARNING_FALLBACK,
  RISK_WARNING_LINK,
  RISK_WARNING_TITLE,
} from './risk-warning-copy'
export { TermsContent } from './terms-content'
export { StyledTermsLine } from './terms-styles'
