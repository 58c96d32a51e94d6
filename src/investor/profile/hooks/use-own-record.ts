import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { errorStatus } from '@/lib/api'
import { NotFoundError } from '@/ui'

/**
 * A record of the investor's own (an organisation, an investment method). The host answers
 * 403 for someone else's and 404 for none: both are "no such page" to the investor.
 */
export function useOwnRecord<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  what: string,
) {
  const query = useQuery(options)
  const status = query.isError ? errorStatus(query.error) : null
  if (status === 403 || status === 404) throw new NotFoundError(what)
  return query
}
