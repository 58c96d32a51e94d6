/** The admin portal's investors section (SPEC §2): lists, records, forms and their tabs. */
export { InvestorsSection, investorsSection } from './investors-section'
