import { createRecord, pageQuery, resourceKeys, type RecordOf } from '@/lib/resources'
import type { QueryClient } from '@tanstack/react-query'
import { SHARE_PRICE_REASONS, type SharePriceReason } from '../model/share-price-reasons'

export type SharePrice = RecordOf<'share-prices'>

/** A history holds few points (a round, then a revaluation or two a year): one page is all. */
const PER_PAGE = 100

/** GET /api/share-prices of one opportunity, oldest first (the chart's order). */
export const sharePricesQuery = (opportunityId: number) =>
  pageQuery('share-prices', {
    filter: { investment_opportunity_id: opportunityId },
    sort: ['effective_date', 'id'],
    perPage: PER_PAGE,
  })

export interface SharePriceInput {
  investment_opportunity_id: number
  price: number | null
  effective_date: string
  reason: SharePriceReason | ''
  valuation: number | null
  notes: string | null
}

/** POST /api/share-prices. */
export const recordSharePrice = (input: SharePriceInput) =>
  createRecord('share-prices', { ...input })

/**
 * What a new price moves: the history, the opportunity (its share_price, and its cap table kept
 * under its key), and every holding valued with it (portfolio figures sit under investments).
 */
export function invalidateAfterPrice(client: QueryClient) {
  return Promise.all(
    (['share-prices', 'investment-opportunities', 'investments'] as const).map((family) =>
      client.invalidateQueries({ queryKey: resourceKeys(family).all }),
    ),
  )
}

export { SHARE_PRICE_REASONS }
