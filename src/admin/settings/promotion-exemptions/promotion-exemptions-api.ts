import { decodeRecord, http } from '@/lib/api'
import type { PromotionExemption } from '@/lib/compliance'

/** New statements agree to this wording; one already made keeps its own. */
export async function saveStatement(key: PromotionExemption['key'], statement: string) {
  const res = await http.put<unknown>(`/api/promotion-exemptions/${key}`, { statement })
  return decodeRecord<PromotionExemption>(res.data, 'the exemption')
}
