import { queryOptions } from '@tanstack/react-query'
import { decodeRecord, http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import { resourceKeys } from '@/lib/resources'

export type UpdateAudience = components['schemas']['UpdateAudience']

/** The form values that decide who a published update reaches. */
export interface AudienceValues {
  is_public?: unknown
  investment_opportunity_id?: unknown
  fund_id?: unknown
}

const idOf = (value: unknown) => {
  const n = Number(value)
  return value !== null && value !== '' && Number.isInteger(n) && n > 0 ? n : undefined
}

/** The query string of GET /api/reports/update-audience for the values on the form. */
export function audienceParams(values: AudienceValues) {
  const pub = values.is_public === true || String(values.is_public) === '1'
  return {
    is_public: pub ? 1 : 0,
    // Everyone is told when public: the company and fund do not narrow it.
    investment_opportunity_id: pub ? undefined : idOf(values.investment_opportunity_id),
    fund_id: pub ? undefined : idOf(values.fund_id),
  }
}

/**
 * How many investors publishing would notify (openapi/paths/reports.yaml), counted by the host
 * the way it notifies, under the investments key so a new holder changes it.
 */
export const updateAudienceQuery = (values: AudienceValues) => {
  const params = audienceParams(values)
  return queryOptions({
    queryKey: [...resourceKeys('investments').lists(), 'update-audience', params] as const,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams()
      for (const [key, value] of Object.entries(params))
        if (value !== undefined) query.set(key, String(value))
      const res = await http.get<unknown>(`/api/reports/update-audience?${query}`, { signal })
      return decodeRecord<UpdateAudience>(res.data, 'the update’s audience')
    },
    staleTime: 0,
  })
}
