import { useCallback, useMemo } from 'react'
import type { SortState } from '@/ui/table/sort'
import {
  readListParams,
  writeListParams,
  type ListParams,
  type ListParamsChange,
  type ListParamsSpec,
} from './list-params'

/**
 * How the URL is read and written. react-router's `useSearchParams()` pair fits as it is
 * (`const [searchParams, setSearchParams] = useSearchParams()`); ui never imports a router.
 */
export interface UrlSearchState {
  searchParams: URLSearchParams
  setSearchParams: (next: URLSearchParams, options?: { replace?: boolean }) => void
}

export interface ListParamsOptions extends ListParamsSpec, UrlSearchState {
  /** The sort the API applies when none is sent, so the headers can show it. */
  defaultSort?: SortState | null
}

export interface ListController {
  params: ListParams
  /** The sort in force: the URL's, else the default. */
  sort: SortState | null
  /** True when a search or filter narrows the list (sort and page do not). */
  hasActiveFilters: boolean
  setSearch: (search: string) => void
  setFilter: (id: string, value: string | null) => void
  setSort: (sort: SortState) => void
  setPage: (page: number) => void
  /** Clears the search and every filter; the sort stays. */
  clearFilters: () => void
}

/** A list page's state, kept in the URL. */
export function useListParams({
  searchParams,
  setSearchParams,
  filters,
  sortable,
  defaultSort = null,
}: ListParamsOptions): ListController {
  const params = useMemo(
    () => readListParams(searchParams, { filters, sortable }),
    [searchParams, filters, sortable],
  )

  const update = useCallback(
    (change: ListParamsChange, replace = false) =>
      setSearchParams(writeListParams(searchParams, change), { replace }),
    [searchParams, setSearchParams],
  )

  return useMemo(() => {
    const cleared = Object.fromEntries((filters ?? []).map((f) => [f.id, null]))
    return {
      params,
      sort: params.sort ?? defaultSort,
      hasActiveFilters: params.search !== '' || Object.keys(params.filters).length > 0,
      // Typing refines one search: the history gets one entry for it, not one per pause.
      setSearch: (search) => update({ search }, true),
      setFilter: (id, value) => update({ filters: { [id]: value } }),
      setSort: (sort) => update({ sort }),
      setPage: (page) => update({ page }),
      clearFilters: () => update({ search: '', filters: cleared }),
    }
  }, [params, defaultSort, filters, update])
}
