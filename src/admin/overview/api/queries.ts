import { queryOptions } from '@tanstack/react-query'
import { statsKeys } from './keys'
import { fetchOverviewStats } from './requests'

/** The overview figures; the same options serve the page, a route loader or a prefetch. */
export const overviewStatsQuery = () =>
  queryOptions({
    queryKey: statsKeys.overview(),
    queryFn: ({ signal, meta }) => fetchOverviewStats(signal, meta),
  })
