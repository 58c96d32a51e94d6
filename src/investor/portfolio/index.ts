export { PortfolioPage } from './pages/portfolio-page'
export { HoldingPage } from './pages/holding-page'
export { HoldingReportPage } from './pages/holding-report-page'
export { HoldingKpisPage } from './pages/holding-kpis-page'
export { FundHoldingPage } from './pages/fund-holding-page'
export { FundReportPage } from './pages/fund-report-page'
// A layout column's header as investors read it, for the admin's Portfolio Tables settings.
export { columnHeader } from './components/holding-columns'
export type { PortfolioColumn } from './components/holding-columns'
// The totals as the tenant's chosen stats, for the admin's Portfolio Stats preview.
export {
  hasNotYetInvested,
  NotYetInvestedFigures,
  notYetInvestedOf,
} from './components/not-yet-invested'
