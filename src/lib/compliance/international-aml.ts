import { queryOptions } from '@tanstack/react-query'
import { decodeRecord, http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'

export type InternationalAml = components['schemas']['InternationalAml']
export type AmlDocument = components['schemas']['InternationalAmlDocument']
export type AmlStatus = InternationalAml['status']

/** The check's address: staff decide under it, the investor sends documents under it. */
export const internationalAmlPath = (userId: number) => `/api/users/${userId}/international-aml`

/** Under the investor's own key, so a refresh of the investor refreshes the check. */
export const internationalAmlKey = (userId: number) =>
  ['users', 'detail', String(userId), 'international-aml'] as const

/** Decodes the check as every answer of its routes carries it. */
export const decodeInternationalAml = (data: unknown, what = 'the international check') =>
  decodeRecord<InternationalAml>(data, what)

/**
 * GET /api/users/{id}/international-aml: what the check asks of the investor, its documents,
 * and staff's decision. The admin's tab and the investor's profile read it alike.
 */
export const internationalAmlQuery = (userId: number) =>
  queryOptions({
    queryKey: internationalAmlKey(userId),
    queryFn: async ({ signal }) =>
      decodeInternationalAml(
        (await http.get<unknown>(internationalAmlPath(userId), { signal })).data,
      ),
  })
