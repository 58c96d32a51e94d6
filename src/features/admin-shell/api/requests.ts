import { decodeRecord, http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'

/** The admin overview's headline figures (openapi OverviewStats; money in GBP). */
export type OverviewStats = components['schemas']['OverviewStats']

/** GET /api/stats/overview (needs `overview` index). */
export async function fetchOverviewStats(signal?: AbortSignal): Promise<OverviewStats> {
  const res = await http.get<unknown>('/api/stats/overview', { signal })
  return decodeRecord<OverviewStats>(res.data, 'the overview figures')
}
