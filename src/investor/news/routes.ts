/**
 * The news pages, for the investor route table to load lazily. Apart from index.ts, which the
 * investor overview imports for the feed: through it the pages rode along in the overview's
 * chunk and the route's dynamic import split nothing off (Vite's INEFFECTIVE_DYNAMIC_IMPORT).
 */
export { NewsPage } from './pages/news-page'
export { NewsReportPage } from './pages/news-report-page'
