import type { ListQuery } from '../../../lib/api'
import { toSortParam, type ListParams, type SortState } from '../../../ui'
import type { ListFamily } from '../api'
import type { AreaConfig } from './area-config'

/** Rows per page: enough to scan a list without paging at every glance. */
export const PER_PAGE = 25

/**
 * The API request for an area's URL state. spatie splits filter values on commas, so a comma
 * typed in the search box would cut the search short; it is searched as a space instead.
 */
export function areaQuery(
  area: Pick<AreaConfig<ListFamily>, 'query' | 'searchFilter' | 'defaultSort'>,
  params: ListParams,
  sort: SortState | null,
): ListQuery {
  const search = params.search.replace(/[,\s]+/g, ' ').trim()
  return {
    ...area.query,
    filter: {
      ...area.query?.filter,
      ...(area.searchFilter && search ? { [area.searchFilter]: search } : {}),
      ...params.filters,
    },
    sort: [toSortParam(sort) ?? area.defaultSort],
    page: params.page,
    perPage: PER_PAGE,
  }
}
