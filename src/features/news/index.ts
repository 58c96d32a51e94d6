export { NewsPage } from './pages/news-page'
export { NewsReportPage } from './pages/news-report-page'
