/** The admin portal's funds section (SPEC §2): funds, their NAV, ledger, portfolio and KPIs. */
export { FundsSection, fundsSection } from './funds-section'
