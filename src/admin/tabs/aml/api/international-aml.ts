import { http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import { decodeInternationalAml, internationalAmlPath } from '@/lib/compliance'

export {
  internationalAmlKey,
  internationalAmlQuery,
  type AmlDocument,
  type AmlStatus,
  type InternationalAml,
} from '@/lib/compliance'

export type AmlDecisionInput = components['schemas']['InternationalAmlDecisionInput']

/** POST …/decision: staff with `compliance` update pass or fail the check. */
export async function decideInternationalAml(userId: number, input: AmlDecisionInput) {
  const res = await http.post<unknown>(`${internationalAmlPath(userId)}/decision`, input)
  return decodeInternationalAml(res.data, 'the decided international check')
}
