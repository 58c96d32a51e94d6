import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { rejectedQuery } from '@/lib/api'
import { useTerm } from '@/lib/terminology'
import { fromSortParam, useListParams } from '@/ui'
import { listPageQuery, type ListFamily } from '../api'
import type { AreaConfig } from '../model/area-config'
import { areaQuery } from '../model/area-query'
import { addRefusal, useHostRefusals } from '@/lib/resources'
import { hostNotes } from '../model/host-notes'
import { useFamilyFilterOptions } from './use-family-options'

/**
 * The adapter between the router and ui's ListPage: the URL's search parameters become the
 * list state, and that state the API request for the area's family.
 *
 * A host that refuses part of the request (spatie's 400 for a filter, sort or include it does
 * not allow) has that part left out from then on, for the rest of the visit: the rows stay, the
 * page says what is not available, and nothing refused is asked for again (not per keystroke).
 */
export function useAreaList<F extends ListFamily>(declared: AreaConfig<F>) {
  const area = useFamilyFilterOptions(declared)
  const t = useTerm()
  const [searchParams, setSearchParams] = useSearchParams()
  const { refusals, refuse } = useHostRefusals(area.family)
  const notes = useMemo(() => hostNotes(area, refusals, t), [area, refusals, t])
  const defaultSort = useMemo(() => fromSortParam(area.defaultSort), [area])
  const list = useListParams({
    searchParams,
    setSearchParams,
    filters: notes.filters,
    sortable: notes.sortable,
    defaultSort,
  })
  const query = useQuery(
    listPageQuery(area.family, areaQuery(area, list.params, list.sort, refusals)),
  )

  const rejected = query.isError ? rejectedQuery(query.error) : null
  // Until the refusal is recorded (just after this render) the list is about to ask again
  // without the refused part: it is loading, not failed.
  const degrading = rejected !== null && addRefusal(refusals, rejected) !== null
  const { error } = query
  useEffect(() => {
    const refused = rejectedQuery(error)
    if (refused) refuse(refused)
  }, [error, refuse])

  const result = degrading ? { ...query, isError: false, isFetching: true } : query
  return { list, result, notes }
}
