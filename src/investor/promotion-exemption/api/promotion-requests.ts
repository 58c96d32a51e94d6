import { queryOptions } from '@tanstack/react-query'
import { decodeList, decodeRecord, http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'

type S = components['schemas']
export type PromotionExemption = S['PromotionExemption']
export type PromotionStatement = S['PromotionStatement']
export type ExemptionKey = PromotionExemption['key']

export const promotionKeys = { exemptions: ['promotion-exemptions'] as const }

/** The four exemptions with the wording an investor agrees to (GET /api/promotion-exemptions). */
export const exemptionsQuery = queryOptions({
  queryKey: promotionKeys.exemptions,
  queryFn: async ({ signal }) =>
    decodeList<PromotionExemption>(
      (await http.get<unknown>('/api/promotion-exemptions', { signal })).data,
      'the financial promotion exemptions',
    ),
})

/** The signed-in investor states which exemption applies to them (the host keeps the wording). */
export async function makeStatement(type: ExemptionKey): Promise<PromotionStatement> {
  const res = await http.post<unknown>('/api/user/promotion-exemption', { type, accepted: true })
  return decodeRecord<PromotionStatement>(res.data, 'your statement')
}
