import { INVESTOR_PATHS } from '@/lib/navigation'

/** The investor routes of this feature (SPEC §2). */
export const NEWS_PATH = INVESTOR_PATHS.news

export const newsReportPath = (reportId: number) => `${NEWS_PATH}/reports/${reportId}`

/** The in-app document viewer (documents feature) for an attachment. */
export const attachmentPath = (documentId: number) => `/investor/pdf/${documentId}`

export const opportunityPath = (slug: string) =>
  `${INVESTOR_PATHS.investments}/${encodeURIComponent(slug)}`
