import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { decodePage, http, withQuery } from '@/lib/api'
import { recordQuery, resourceKeys } from '@/lib/resources'
import type { NewsItem } from '../model/news-item'

export const NEWS_PER_PAGE = 10

/**
 * Keys under the reports family, so anything that invalidates `resourceKeys('reports').all`
 * (staff publishing a report in the same session) refreshes the feed too.
 */
export const newsKeys = {
  all: [...resourceKeys('reports').lists(), 'news'] as const,
  page: (page: number, perPage: number) => [...newsKeys.all, { page, perPage }] as const,
}

/** GET /api/reports/news: live update reports the investor may read, newest first. */
async function fetchNews(page: number, perPage: number, signal?: AbortSignal) {
  const url = withQuery('/api/reports/news', { page, perPage })
  const res = await http.get<unknown>(url, { signal })
  return decodePage<NewsItem>(res.data, 'the news')
}

/** One page of the feed; the previous page stays on screen while the next one loads. */
export const newsPageQuery = (page = 1, perPage = NEWS_PER_PAGE) =>
  queryOptions({
    queryKey: newsKeys.page(page, perPage),
    queryFn: ({ signal }) => fetchNews(page, perPage, signal),
    placeholderData: keepPreviousData,
  })

/** What the report page shows beside the body: its subject and its attachments. */
export const NEWS_REPORT_INCLUDES = ['investmentOpportunity', 'fund', 'documents']

/** One report with its subject and attachments (GET /api/reports/{id}). */
export const newsReportQuery = (id: number) =>
  recordQuery('reports', id, { include: NEWS_REPORT_INCLUDES })
