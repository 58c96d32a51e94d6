export { InvestorOverviewPage } from './pages/investor-overview-page'
// For the app's first-page data prefetch (src/app/route-data.ts).
export { investorStatsQuery } from './api/overview-queries'
