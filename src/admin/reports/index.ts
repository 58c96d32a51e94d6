/** The admin portal's reports (SPEC §2): KPIs, KPI portfolio, update and WIP reports. */
export { ReportsSection, reportsSection } from './reports-section'
