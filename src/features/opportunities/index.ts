export { opportunityBySlugQuery, OPPORTUNITY_PAGE_INCLUDES } from './api/opportunity-queries'
export { OpportunitiesPage } from './pages/opportunities-page'
export { OpportunityPage } from './pages/opportunity-page'
export { MarketSoundingPage } from './pages/market-sounding-page'
