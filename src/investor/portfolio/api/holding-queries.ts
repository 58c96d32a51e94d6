import { queryOptions } from '@tanstack/react-query'
import { errorStatus } from '@/lib/api'
import { fetchPage, fetchRecord, resourceKeys, type RecordOf } from '@/lib/resources'

export type Opportunity = RecordOf<'investment-opportunities'>
export type Report = RecordOf<'reports'>
export type Fund = RecordOf<'funds'>

/** 404 and 403 both mean "not yours to see": the page shows SPEC §2's 404. */
export const isMissing = (error: unknown) => {
  const status = errorStatus(error)
  return status === 404 || status === 403
}

/** A record, or null when the investor may not see it (so the page can throw NotFoundError). */
async function recordOrNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load()
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/**
 * GET /api/investment-opportunities/{id} with the investor's own investments in it (the
 * investor scope includes only theirs), its public documents and its share prices.
 */
export const holdingQuery = (id: string) =>
  queryOptions({
    queryKey: [...resourceKeys('investments').all, 'holding', id] as const,
    queryFn: ({ signal }) =>
      recordOrNull(() =>
        fetchRecord(
          'investment-opportunities',
          id,
          { include: ['investments', 'publicDocuments', 'sharePrices', 'industry', 'type'] },
          signal,
        ),
      ),
  })

/** The live update and KPI reports about an opportunity the investor holds, newest first. */
export const holdingReportsQuery = (id: string) =>
  queryOptions({
    queryKey: [...resourceKeys('reports').lists(), 'holding', id] as const,
    queryFn: async ({ signal }) =>
      (
        await fetchPage(
          'reports',
          {
            filter: { investment_opportunity_id: id, type: ['update', 'kpi'], status: 'live' },
            sort: ['-published_at'],
            perPage: 100,
          },
          signal,
        )
      ).data,
  })

/**
 * The opportunity's KPI reports with their inputs and each input's KPI: the history of every
 * KPI (GET /api/reports/kpis answers staff only and holds just the latest two periods).
 */
export const holdingKpisQuery = (id: string) =>
  queryOptions({
    queryKey: [...resourceKeys('reports').lists(), 'holding-kpis', id] as const,
    queryFn: async ({ signal }) =>
      (
        await fetchPage(
          'reports',
          {
            type: 'kpi',
            filter: { investment_opportunity_id: id, status: 'live' },
            include: ['inputs.customKpi'],
            sort: ['period'],
            perPage: 100,
          },
          signal,
        )
      ).data,
  })

/** GET /api/reports/{id}, or null when it does not exist or is not published to the investor. */
export const reportQuery = (reportId: string) =>
  queryOptions({
    queryKey: [...resourceKeys('reports').records(), reportId] as const,
    queryFn: ({ signal }) => recordOrNull(() => fetchRecord('reports', reportId, {}, signal)),
  })

/**
 * GET /api/funds/{id} with the investor's own ledger entries, the NAV history, the fund's KPIs
 * and its reports published to them.
 */
export const fundHoldingQuery = (id: string) =>
  queryOptions({
    queryKey: [...resourceKeys('funds').records(), 'holding', id] as const,
    queryFn: ({ signal }) =>
      recordOrNull(() =>
        fetchRecord(
          'funds',
          id,
          { include: ['ledger', 'netAssetValues', 'kpis', 'reports'] },
          signal,
        ),
      ),
  })
