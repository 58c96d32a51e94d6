import { queryOptions } from '@tanstack/react-query'
import { decodeList, http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'

export type PromotionExemption = components['schemas']['PromotionExemption']
export type ExemptionKey = PromotionExemption['key']

export const promotionExemptionsKey = ['promotion-exemptions'] as const

/**
 * The four exemptions with the wording investors agree to (GET /api/promotion-exemptions):
 * investors choose from them, staff edit them, so both portals share one cache entry.
 */
export const promotionExemptionsQuery = queryOptions({
  queryKey: promotionExemptionsKey,
  queryFn: async ({ signal }) =>
    decodeList<PromotionExemption>(
      (await http.get<unknown>('/api/promotion-exemptions', { signal })).data,
      'the financial promotion exemptions',
    ),
})
