import { fromSortParam, toSortParam, type SortState } from '@/ui/table/sort'

/**
 * What a list page keeps in its URL, so a list can be bookmarked, shared and restored by the
 * back button: `?search=acme&filter[status]=open&sort=-created_at&page=2`. Filters use spatie's
 * spelling; the search box has its own key because each API family searches through a
 * different filter (`search` scope, or a partial `name`), which the page maps.
 */
export interface ListParams {
  search: string
  /** Only the page's own filters, and only values it offers. */
  filters: Readonly<Record<string, string>>
  /** null: none (or none valid) in the URL, so the page's default sort applies. */
  sort: SortState | null
  page: number
}

/** What reading needs to know of a filter: its key and the values it offers. */
export interface ListFilterSpec {
  id: string
  options: readonly { value: string }[]
}

export interface ListParamsSpec {
  filters?: readonly ListFilterSpec[]
  /** Column ids the page may sort by; any other `sort` in the URL is ignored. */
  sortable?: readonly string[]
}

export const SEARCH_PARAM = 'search'
export const SORT_PARAM = 'sort'
export const PAGE_PARAM = 'page'
export const filterParam = (id: string) => `filter[${id}]`

const positiveInt = (value: string | null): number => {
  if (value === null || !/^\d+$/.test(value)) return 1
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : 1
}

/**
 * The list state in `params`. Anything the page does not offer (a filter value not among its
 * options, a sort on a column it cannot sort) is dropped rather than sent on: the API would
 * answer a bad filter or sort with a 400, and a hand-edited URL should not break the page.
 */
export function readListParams(params: URLSearchParams, spec: ListParamsSpec = {}): ListParams {
  const filters: Record<string, string> = {}
  for (const filter of spec.filters ?? []) {
    const value = params.get(filterParam(filter.id))
    if (value && filter.options.some((o) => o.value === value)) filters[filter.id] = value
  }
  const sort = fromSortParam(params.get(SORT_PARAM))
  const sortOk = sort !== null && (spec.sortable ?? []).includes(sort.id)
  return {
    search: (params.get(SEARCH_PARAM) ?? '').trim(),
    filters,
    sort: sortOk ? sort : null,
    page: positiveInt(params.get(PAGE_PARAM)),
  }
}

export type ListParamsChange = Partial<Omit<ListParams, 'filters'>> & {
  filters?: Readonly<Record<string, string | null>>
}

/**
 * `current` with `change` applied; other parameters of the URL are kept. A new search, filter
 * or sort starts again at page 1 (page 4 of the old result means nothing in the new one).
 */
export function writeListParams(
  current: URLSearchParams,
  change: ListParamsChange,
): URLSearchParams {
  const next = new URLSearchParams(current)
  const set = (key: string, value: string | null | undefined) => {
    if (value) next.set(key, value)
    else next.delete(key)
  }
  if (change.search !== undefined) set(SEARCH_PARAM, change.search.trim())
  for (const [id, value] of Object.entries(change.filters ?? {})) set(filterParam(id), value)
  if (change.sort !== undefined) set(SORT_PARAM, toSortParam(change.sort))
  const narrowed =
    change.search !== undefined || change.filters !== undefined || change.sort !== undefined
  const page = change.page ?? (narrowed ? 1 : undefined)
  if (page !== undefined) set(PAGE_PARAM, page > 1 ? String(page) : null)
  return next
}
