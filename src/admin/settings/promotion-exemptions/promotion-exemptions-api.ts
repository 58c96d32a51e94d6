import { queryOptions } from '@tanstack/react-query'
import { decodeList, decodeRecord, http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'

export type PromotionExemption = components['schemas']['PromotionExemption']

export const PROMOTION_EXEMPTIONS_KEY = ['promotion-exemptions'] as const

/** The four exemptions with the wording investors agree to. */
export const promotionExemptionsQuery = queryOptions({
  queryKey: PROMOTION_EXEMPTIONS_KEY,
  queryFn: async ({ signal }) =>
    decodeList<PromotionExemption>(
      (await http.get<unknown>('/api/promotion-exemptions', { signal })).data,
      'the financial promotion exemptions',
    ),
})

/** New statements agree to this wording; one already made keeps its own. */
export async function saveStatement(key: PromotionExemption['key'], statement: string) {
  const res = await http.put<unknown>(`/api/promotion-exemptions/${key}`, { statement })
  return decodeRecord<PromotionExemption>(res.data, 'the exemption')
}
