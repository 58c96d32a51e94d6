import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { decodePage, http, withQuery, type ListQuery } from '@/lib/api'
import { resourceKeys, type RecordOf } from '@/lib/resources'
import type { ListedPaymentState } from '../model/payment-tabs'

export type MyInvestment = RecordOf<'investments'>

export const INVESTMENTS_PER_PAGE = 10

/** GET /api/investments/user: the investor's own investments, each with its opportunity. */
async function fetchMyInvestments(query: ListQuery, signal?: AbortSignal) {
  const res = await http.get<unknown>(withQuery('/api/investments/user', query), { signal })
  return decodePage<MyInvestment>(res.data, 'your investments')
}

/**
 * Keys under the investments family, so placing an investment (which invalidates
 * `resourceKeys('investments').all`) refreshes these lists too.
 */
const myInvestmentsKey = (query: ListQuery) =>
  [...resourceKeys('investments').lists(), 'user', query] as const

const query = (query: ListQuery) =>
  queryOptions({
    queryKey: myInvestmentsKey(query),
    queryFn: ({ signal }) => fetchMyInvestments(query, signal),
    placeholderData: keepPreviousData,
  })

/** One payment tab's investments, latest reservation first; cancelled ones are left out. */
export const investmentsInStateQuery = (
  paymentStates: readonly ListedPaymentState[],
  page: number,
) =>
  query({
    filter: { payment_state: paymentStates, active: 1 },
    sort: ['-reserved_at'],
    page,
    perPage: INVESTMENTS_PER_PAGE,
  })

/** The investor's investments in one opportunity (not cancelled), for "You have invested". */
export const investmentsInOpportunityQuery = (opportunityId: number) =>
  query({ filter: { investment_opportunity_id: opportunityId, active: 1 }, perPage: 100 })
