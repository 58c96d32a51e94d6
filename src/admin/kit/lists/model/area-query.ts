import type { ListQuery } from '@/lib/api'
import { toSortParam, type ListParams, type SortState } from '@/ui'
import type { ListFamily } from '../api'
import type { AreaConfig } from './area-config'
import { NO_REFUSALS, refuses, type HostRefusals } from '@/lib/resources'

/** Rows per page: enough to scan a list without paging at every glance. */
export const PER_PAGE = 25

const sortField = (param: string) => param.replace(/^-/, '')

/**
 * The API request for an area's URL state. spatie splits filter values on commas, so a comma
 * typed in the search box would cut the search short; it is searched as a space instead.
 *
 * What the host refused is left out: the search and select filters (the rows stay, unnarrowed),
 * a refused sort (the default instead, or none: the host's own order) and includes (a column
 * reads "Not set"). The area's fixed filters are always sent: without them the list would show
 * other records under its title (every investor as an insider), so a refusal of one stays an
 * error.
 */
export function areaQuery(
  area: Pick<AreaConfig<ListFamily>, 'query' | 'searchFilter' | 'defaultSort'>,
  params: ListParams,
  sort: SortState | null,
  refusals: HostRefusals = NO_REFUSALS,
): ListQuery {
  const search = params.search.replace(/[,\s]+/g, ' ').trim()
  const chosen = Object.entries({
    ...(area.searchFilter && search ? { [area.searchFilter]: search } : {}),
    ...params.filters,
  }).filter(([name]) => !refuses(refusals.filters, name))
  const sortable = (param: string | undefined) =>
    param !== undefined && !refuses(refusals.sorts, sortField(param)) ? param : undefined
  const sortParam = sortable(toSortParam(sort)) ?? sortable(area.defaultSort)
  const include = area.query?.include?.filter((name) => !refuses(refusals.includes, name))
  return {
    ...area.query,
    ...(include ? { include } : {}),
    filter: { ...area.query?.filter, ...Object.fromEntries(chosen) },
    sort: sortParam ? [sortParam] : [],
    page: params.page,
    perPage: PER_PAGE,
  }
}
