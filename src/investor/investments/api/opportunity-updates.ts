import { queryOptions } from '@tanstack/react-query'
import { fetchPage, resourceKeys } from '@/lib/resources'

/**
 * The opportunity's live update reports, newest first. The API's investor scope already keeps
 * to the ones published to this investor (public, or about a holding).
 */
export const opportunityUpdatesQuery = (opportunityId: number) => {
  const query = {
    filter: { type: 'update', status: 'live', investment_opportunity_id: opportunityId },
    sort: ['-published_at'],
    perPage: 5,
  }
  return queryOptions({
    queryKey: resourceKeys('reports').list(query),
    queryFn: ({ signal }) => fetchPage('reports', query, signal),
  })
}
