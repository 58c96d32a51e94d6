export { InvestorOverviewPage } from './pages/investor-overview-page'
