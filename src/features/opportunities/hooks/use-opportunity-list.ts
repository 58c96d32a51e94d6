import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { fromSortParam, toSortParam, useListParams, type ListFilter } from '../../../ui'
import { opportunitiesPageQuery } from '../api/opportunity-list'
import { offeredSort, SORTABLE_COLUMNS, DEFAULT_OPPORTUNITY_SORT } from '../model/sort-options'

const numeric = /^\d+$/

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

/** The Reserve An Allocation list: search, filters, sort and page in the URL, and its query. */
export function useOpportunityList(filters: ListFilter[]) {
  const [searchParams, setSearchParams] = useSearchParams()
  const spec = useMemo(() => readableFilters(filters, searchParams), [filters, searchParams])
  const list = useListParams({
    searchParams,
    setSearchParams,
    filters: spec,
    sortable: SORTABLE_COLUMNS,
    defaultSort: DEFAULT_SORT,
  })
  const sort = offeredSort(toSortParam(list.sort))
  const { search, filters: active, page } = list.params
  const result = useQuery(opportunitiesPageQuery({ search, filters: active, sort, page }))
  return { list, sort, result }
}
