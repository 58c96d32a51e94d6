import { queryOptions } from '@tanstack/react-query'
import { decodeRecord, EARLY_PAGE_READS, readPageData } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import { resourceKeys } from './queries'

export type InvestorStats = components['schemas']['InvestorStats']

/**
 * GET /api/stats/investor: the headline figures, value over time and the allocations, for the
 * overview and the portfolio alike. Keyed under investments, so placing one (which invalidates
 * `resourceKeys('investments').all`) moves the figures too. A visit that opens the overview
 * has this read started by index.html (early-reads.ts): its first answer is taken from there.
 */
export const investorStatsQuery = queryOptions({
  queryKey: [...resourceKeys('investments').all, 'stats', 'investor'] as const,
  queryFn: async ({ signal, meta }) =>
    decodeRecord<InvestorStats>(
      await readPageData(EARLY_PAGE_READS['/investor'], signal, meta),
      'your portfolio figures',
    ),
})
