import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { fromSortParam, useListParams } from '../../../ui'
import { listPageQuery, type ListFamily } from '../api'
import type { AreaConfig } from '../model/area-config'
import { areaQuery } from '../model/area-query'

/**
 * The adapter between the router and ui's ListPage: the URL's search parameters become the
 * list state, and that state the API request for the area's family.
 */
export function useAreaList<F extends ListFamily>(area: AreaConfig<F>) {
  const [searchParams, setSearchParams] = useSearchParams()
  const sortable = useMemo(() => area.columns.filter((c) => c.sortable).map((c) => c.id), [area])
  const defaultSort = useMemo(() => fromSortParam(area.defaultSort), [area])
  const list = useListParams({
    searchParams,
    setSearchParams,
    filters: area.filters,
    sortable,
    defaultSort,
  })
  const result = useQuery(listPageQuery(area.family, areaQuery(area, list.params, list.sort)))
  return { list, result }
}
