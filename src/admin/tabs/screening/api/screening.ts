import { queryOptions } from '@tanstack/react-query'
import { decodeList, decodeRecord, http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import { resourceKeys } from '@/lib/resources'

export type Screening = components['schemas']['Screening']
export type ScreeningStatus = Screening['status']
export type ScreeningDecisionInput = components['schemas']['ScreeningDecisionInput']

const path = (userId: number) => `/api/users/${userId}/screening`

/**
 * Under the investor's record key, so a decision that invalidates `resourceKeys('users').all`
 * (the referrals list, the header) refreshes the checks too.
 */
export const screeningKey = (userId: number) =>
  [...resourceKeys('users').record(userId), 'screening'] as const

/** GET /api/users/{id}/screening: the investor's checks, newest first (the first counts). */
export const screeningQuery = (userId: number) =>
  queryOptions({
    queryKey: screeningKey(userId),
    queryFn: async ({ signal }) => {
      const res = await http.get<unknown>(path(userId), { signal })
      return decodeList<Screening>(res.data, 'the screening checks')
    },
  })

/** POST /api/users/{id}/screening: staff ask the provider to screen the investor now. */
export async function runScreening(userId: number) {
  const res = await http.post<unknown>(path(userId))
  return decodeRecord<Screening>(res.data, 'the new screening check')
}

/** POST …/screening/decision: staff clear or fail a referral, with their reason. */
export async function decideScreening(userId: number, input: ScreeningDecisionInput) {
  const res = await http.post<unknown>(`${path(userId)}/decision`, input)
  return decodeRecord<Screening>(res.data, 'the decided screening check')
}
