import { queryOptions } from '@tanstack/react-query'
import type { ListQuery } from '@/lib/api'
import { fetchPage, resourceKeys } from '@/lib/resources'
import type { PreEmptionOffer } from '../model/offer'

/** How many unanswered offers the overview lists. */
export const OFFERS_LIMIT = 5

const awaiting: ListQuery = {
  filter: { awaiting: 1 },
  include: ['investmentOpportunity'],
  sort: ['deadline'],
  perPage: OFFERS_LIMIT,
}

/**
 * The investor's offers still waiting on an answer (the host's `awaiting` scope: open, no
 * choice), soonest deadline first; under the family's key, so answering one clears it.
 */
export const awaitingOffersQuery = queryOptions({
  queryKey: resourceKeys('pre-emption-options').list(awaiting),
  queryFn: ({ signal }) => fetchPage('pre-emption-options', awaiting, signal),
})

/**
 * The investor's open option on one opportunity, with their answer so far (null for none).
 * The host closes a holder's earlier option when it offers a new round, so there is one.
 */
export const openOfferQuery = (opportunityId: number) =>
  queryOptions({
    queryKey: [...resourceKeys('pre-emption-options').lists(), 'open', opportunityId] as const,
    queryFn: async ({ signal }): Promise<PreEmptionOffer | null> => {
      const page = await fetchPage(
        'pre-emption-options',
        {
          filter: { investment_opportunity_id: opportunityId, status: 'open' },
          include: ['choices'],
          sort: ['-created_at'],
          perPage: 1,
        },
        signal,
      )
      return page.data[0] ?? null
    },
  })
