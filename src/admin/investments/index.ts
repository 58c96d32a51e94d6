/** The admin portal's investments section (SPEC §2): deals, live opportunities, existing investments. */
export { InvestmentsSection, investmentsSection } from './investments-section'
export { opportunityFromDeal } from './components/deal-to-opportunity'
