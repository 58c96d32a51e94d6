import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { rejectedQuery } from '@/lib/api'
import { addRefusal, refuses, useHostRefusals } from '@/lib/resources'
import { fromSortParam, toSortParam, useListParams, type ListFilter } from '@/ui'
import { usePromotionWithheld } from '@/investor/promotion-exemption'
import { opportunitiesPageQuery } from '../api/opportunity-list'
import {
  offeredSort,
  sortsFor,
  SORTABLE_COLUMNS,
  DEFAULT_OPPORTUNITY_SORT,
} from '../model/sort-options'

const numeric = /^\d+$/

/** The shared wording of issue 9: said beside the search box. */
export const SEARCH_UNAVAILABLE = 'Search is not available on this host.'

/**
 * Reading a filter accepts the values it offers. Industry and type options arrive with their
 * own requests, so a numeric id in the URL is accepted before they do: the list loads at once
 * rather than after them (an unknown id simply matches nothing).
 */
function readableFilters(filters: ListFilter[], searchParams: URLSearchParams) {
  return filters.map((f) => {
    const value = searchParams.get(`filter[${f.id}]`)
    const lookup = f.id === 'industry_id' || f.id === 'type_id'
    const early =
      lookup && value && numeric.test(value) && !f.options.some((o) => o.value === value)
    return early ? { ...f, options: [...f.options, { value, label: value }] } : f
  })
}

const DEFAULT_SORT = fromSortParam(DEFAULT_OPPORTUNITY_SORT)

/**
 * The Reserve An Allocation list: search, filters, sort and page in the URL, and its query.
 * A host that refuses the search or a select filter (spatie's 400) has it left out for the
 * rest of the visit: the cards stay, the filter is no longer offered and `notes` say so.
 */
export function useOpportunityList(allFilters: ListFilter[]) {
  const [searchParams, setSearchParams] = useSearchParams()
  const { refusals, refuse } = useHostRefusals('investment-opportunities')
  const filters = useMemo(
    () => allFilters.filter((f) => !refuses(refusals.filters, f.id)),
    [allFilters, refusals],
  )
  const spec = useMemo(() => readableFilters(filters, searchParams), [filters, searchParams])
  const list = useListParams({
    searchParams,
    setSearchParams,
    filters: spec,
    sortable: SORTABLE_COLUMNS,
    defaultSort: DEFAULT_SORT,
  })
  const withheld = usePromotionWithheld()
  const sort = offeredSort(toSortParam(list.sort), withheld)
  const { filters: active, page } = list.params
  const searchRefused = refuses(refusals.filters, 'search')
  const search = searchRefused ? '' : list.params.search
  const query = useQuery(opportunitiesPageQuery({ search, filters: active, sort, page }))

  const { error } = query
  useEffect(() => {
    const refused = rejectedQuery(error)
    if (refused) refuse(refused)
  }, [error, refuse])
  const rejected = query.isError ? rejectedQuery(query.error) : null
  const degrading = rejected !== null && addRefusal(refusals, rejected) !== null
  // Until the refusal is recorded (just after this render) the list is about to ask again
  // without it: loading, not failed. The result keeps its type for the results component.
  const result = degrading
    ? ({ ...query, isError: false, isFetching: true } as unknown as typeof query)
    : query

  const notes = allFilters
    .filter((f) => refuses(refusals.filters, f.id))
    .map((f) => `Filtering by ${f.label.toLowerCase()} is not available on this host.`)
  return {
    list,
    sort,
    sorts: sortsFor(withheld),
    result,
    filters,
    searchNote: searchRefused ? SEARCH_UNAVAILABLE : undefined,
    notes,
  }
}
