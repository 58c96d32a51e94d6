import { decodeRecord, EARLY_PAGE_READS, http, takeEarlyPageRead } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'

/** The admin overview's headline figures (openapi OverviewStats; money in GBP). */
export type OverviewStats = components['schemas']['OverviewStats']

/** GET /api/stats/overview (needs `overview` index). */
export async function fetchOverviewStats(
  signal?: AbortSignal,
  options: { skipUnauthorisedHandler?: boolean } = {},
): Promise<OverviewStats> {
  const early = await takeEarlyPageRead(EARLY_PAGE_READS['/admin'])
  const body = early
    ? early.body
    : (await http.get<unknown>('/api/stats/overview', { signal, ...options })).data
  return decodeRecord<OverviewStats>(body, 'the overview figures')
}
