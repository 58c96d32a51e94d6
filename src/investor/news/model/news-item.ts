import type { components } from '@/lib/api/schema.gen'

/** One entry of GET /api/reports/news: a live update report and what it is about. */
export type NewsItem = components['schemas']['NewsItem']

/** A report file attached to an update report (documents family). */
export type NewsAttachment = components['schemas']['Document']

/** The date a report went live; drafts never reach the feed, so it is set on every item. */
export const publishedOn = (item: { published_at?: string | null; created_at: string }) =>
  item.published_at ?? item.created_at
