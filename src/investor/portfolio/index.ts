export { PortfolioPage } from './pages/portfolio-page'
export { HoldingPage } from './pages/holding-page'
export { HoldingReportPage } from './pages/holding-report-page'
export { HoldingKpisPage } from './pages/holding-kpis-page'
export { FundHoldingPage } from './pages/fund-holding-page'
export { FundReportPage } from './pages/fund-report-page'
// The investments list shows an investment's status as the portfolio words it.
export { investmentStatus } from './model/investment-status'
