import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ListQuery } from '@/lib/api'
import { listKeys } from './keys'
import { fetchListPage } from './requests'
import type { ListFamily } from './types'

/**
 * One page of a family's list. While the next page, sort or search loads, the previous page
 * stays on screen (keepPreviousData) instead of the table collapsing to a spinner.
 */
export const listPageQuery = <F extends ListFamily>(family: F, query: ListQuery) =>
  queryOptions({
    queryKey: listKeys(family).list(query),
    queryFn: ({ signal }) => fetchListPage(family, query, signal),
    placeholderData: keepPreviousData,
  })
