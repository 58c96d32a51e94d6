import { queryOptions } from '@tanstack/react-query'
import { decodeList, decodePage, http, withQuery, type ListQuery } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import { pageQuery, resourceKeys, type RecordOf } from '@/lib/resources'

export type Holder = components['schemas']['InvestorSummary']
export type RoundInput = components['schemas']['PreEmptionRoundInput']
export type PreEmptionOption = RecordOf<'pre-emption-options'>

/** The host pages at 100; a round is offered to the holders on the first page. */
export const HOLDERS_LIMIT = 100

/**
 * The opportunity's holders with their totals (GET /api/investments/investors), under the
 * investments key so a new investment moves them.
 */
export const holdersQuery = (opportunityId: number) => {
  const query: ListQuery = { perPage: HOLDERS_LIMIT }
  return queryOptions({
    queryKey: [...resourceKeys('investments').lists(), 'holders', opportunityId] as const,
    queryFn: async ({ signal }) => {
      const path = `/api/investments/investors?investment_opportunity_id=${opportunityId}`
      const res = await http.get<unknown>(withQuery(path, query), { signal })
      return decodePage<Holder>(res.data, 'the holders')
    },
  })
}

/** The options offered on the opportunity, newest first, with the holder and their answer. */
export const optionsQuery = (opportunityId: number, page: number) =>
  pageQuery('pre-emption-options', {
    filter: { investment_opportunity_id: opportunityId },
    include: ['user', 'choices'],
    sort: ['-created_at', 'id'],
    perPage: 25,
    page,
  })

/** One request for the whole round (the host creates every holder's option and notifies them). */
export async function offerRound(opportunityId: number, input: RoundInput): Promise<number> {
  const res = await http.post<unknown>(
    `/api/investment-opportunities/${opportunityId}/pre-emption-round`,
    input,
  )
  return decodeList<unknown>(res.data, 'the options offered').length
}
