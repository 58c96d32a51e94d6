import { decodeRecord, EARLY_PAGE_READS, readPageData } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'

/** The admin overview's headline figures (openapi OverviewStats; money in GBP). */
export type OverviewStats = components['schemas']['OverviewStats']

/** GET /api/stats/overview (needs `overview` index). */
export async function fetchOverviewStats(
  signal?: AbortSignal,
  meta?: Record<string, unknown>,
): Promise<OverviewStats> {
  const body = await readPageData(EARLY_PAGE_READS['/admin'], signal, meta)
  return decodeRecord<OverviewStats>(body, 'the overview figures')
}
