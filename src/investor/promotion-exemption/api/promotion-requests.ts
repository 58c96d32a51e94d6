import { decodeRecord, http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import type { ExemptionKey } from '@/lib/compliance'

export type PromotionStatement = components['schemas']['PromotionStatement']

/** The signed-in investor states which exemption applies to them (the host keeps the wording). */
export async function makeStatement(type: ExemptionKey): Promise<PromotionStatement> {
  const res = await http.post<unknown>('/api/user/promotion-exemption', { type, accepted: true })
  return decodeRecord<PromotionStatement>(res.data, 'your statement')
}
