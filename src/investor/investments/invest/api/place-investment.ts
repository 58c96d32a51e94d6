import { decodeRecord, http } from '@/lib/api'
import { createRecord, updateRecord, type RecordOf } from '@/lib/resources'
import type { PlacementEndpoint } from '../model/placement'
import type { PreEmptionChoice } from '../model/pre-emption'

export type Investment = RecordOf<'investments'>

/** POST to one of the portal's placement routes; 201 `{data}` or the bare record (the reserved investment). */
export async function placeInvestment(
  endpoint: PlacementEndpoint,
  body: Record<string, unknown>,
): Promise<Investment> {
  const res = await http.post<unknown>(endpoint, body)
  return decodeRecord<Investment>(res.data, 'the investment')
}

/** The holder's answer to a pre-emption option: created once, then updated. */
export function savePreEmptionChoice(
  optionId: number,
  existing: PreEmptionChoice | null,
  answer: { choice: number; amount: number | null },
): Promise<PreEmptionChoice> {
  return existing
    ? updateRecord('pre-emption-choices', existing.id, answer)
    : createRecord('pre-emption-choices', { pre_emption_option_id: optionId, ...answer })
}
