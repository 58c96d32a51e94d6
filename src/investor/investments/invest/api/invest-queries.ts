import { queryOptions } from '@tanstack/react-query'
import { fetchPage, resourceKeys } from '@/lib/resources'

/**
 * Does the investor hold this opportunity already (a non-cancelled investment)? Decides the
 * follow-on route. Under the investments key, so placing one refreshes it.
 */
export const holdingQuery = (opportunityId: number) =>
  queryOptions({
    queryKey: [...resourceKeys('investments').lists(), 'holding', opportunityId] as const,
    queryFn: async ({ signal }) => {
      const page = await fetchPage(
        'investments',
        { filter: { investment_opportunity_id: opportunityId, active: 1 }, perPage: 1 },
        signal,
      )
      return page.total > 0
    },
  })

/** The investor's open pre-emption option on the opportunity, with their answer so far. */
export { openOfferQuery as openOptionQuery } from '@/investor/pre-emption-offers'

/** The ways to invest the tenant enables (the investor sees only enabled ones). */
export const investorTypesQuery = queryOptions({
  queryKey: resourceKeys('investor-types').list({ perPage: 50 }),
  queryFn: ({ signal }) => fetchPage('investor-types', { perPage: 50 }, signal),
  staleTime: 5 * 60_000,
})
