export { opportunityBySlugQuery, OPPORTUNITY_PAGE_INCLUDES } from './api/opportunity-queries'
export { OpportunitiesPage } from './pages/opportunities-page'
export { OpportunityPage } from './pages/opportunity-page'
/** The opportunity's page body: the portal's page and the admin preview show this one. */
export { OpportunityView } from './components/opportunity-view'
export type { OpportunityViewProps } from './components/opportunity-view'
export { MarketSoundingPage } from './pages/market-sounding-page'
/** For "needs your attention" elsewhere: the investor's unanswered market soundings. */
export { pendingSoundingsQuery } from './api/market-soundings'
export {
  pendingSoundingsText,
  soundingPath,
  SOUNDING_RESPONSES,
  type MarketSounding,
  type SoundingResponse,
} from '@/lib/market-soundings/market-sounding'
export { opportunityPath } from './model/paths'
/** The investor's own investments in one opportunity (the invest flow's maximum left). */
export { investmentsInOpportunityQuery } from './api/my-investments'
