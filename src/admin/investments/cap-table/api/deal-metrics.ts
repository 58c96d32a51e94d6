import type { QueryClient } from '@tanstack/react-query'
import { createRecord, pageQuery, resourceKeys, type RecordOf } from '@/lib/resources'

export type DealMetric = RecordOf<'pipeline-deal-metrics'>

const PER_PAGE = 100

/** GET /api/pipeline-deal-metrics of one deal, oldest period first. */
export const dealMetricsQuery = (dealId: number) =>
  pageQuery('pipeline-deal-metrics', {
    filter: { pipeline_deal_id: dealId },
    sort: ['period', 'id'],
    perPage: PER_PAGE,
  })

export interface DealMetricInput {
  pipeline_deal_id: number
  period: string
  revenue: number | null
  ebitda: number | null
  gross_margin_percent: number | null
  employees: number | null
  notes: string | null
}

/** POST /api/pipeline-deal-metrics. */
export const addDealMetric = (input: DealMetricInput) =>
  createRecord('pipeline-deal-metrics', { ...input })

/** The figures, and the deal itself (its revenue, EBITDA… follow the latest period). */
export function invalidateAfterMetric(client: QueryClient) {
  return Promise.all(
    (['pipeline-deal-metrics', 'pipeline-deals'] as const).map((family) =>
      client.invalidateQueries({ queryKey: resourceKeys(family).all }),
    ),
  )
}
