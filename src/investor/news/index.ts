// The pages are in routes.ts, which the route table loads lazily.
/** The feed, for other pages that show the latest news (the investor overview). */
export { newsPageQuery, newsKeys } from './api/news-queries'
export { NewsList } from './components/news-list'
export type { NewsListProps } from './components/news-list'
export type { NewsItem } from './model/news-item'
export { NEWS_PATH, newsReportPath } from './model/paths'
