export { opportunityBySlugQuery, OPPORTUNITY_PAGE_INCLUDES } from './api/opportunity-queries'
