import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { fetchPage, resourceKeys, type Family } from '@/lib/resources'
import type { AreaConfig, AreaFilter, FamilyOptions } from '../model/area-config'
import type { ListFamily } from '../api'

const LIST = { sort: ['order'], perPage: 100 } as const

/** A family's rows in their saved order: the tenant's option lists are short (one page). */
export const familyRowsQuery = (family: Family) =>
  queryOptions({
    queryKey: [...resourceKeys(family).list(LIST), 'options'] as const,
    queryFn: async ({ signal }) =>
      (await fetchPage(family, { ...LIST, sort: [...LIST.sort] }, signal)).data as Record<
        string,
        unknown
      >[],
    staleTime: 60_000,
  })

// Module-level, so react-query keeps the combined result while the rows do not change.
const dataOf = (results: readonly { data?: Record<string, unknown>[] }[]) =>
  results.map((r) => r.data)

/**
 * The area with the options of its `optionsFrom` filters filled from their families. Until they
 * arrive (or when the read fails) such a filter offers nothing but its "all" option.
 */
export function useFamilyFilterOptions<F extends ListFamily>(area: AreaConfig<F>): AreaConfig<F> {
  const sourced = useMemo(() => (area.filters ?? []).filter((f) => f.optionsFrom), [area])
  const data = useQueries({
    queries: sourced.map((f) => familyRowsQuery(f.optionsFrom!.family)),
    combine: dataOf,
  })
  return useMemo(() => {
    if (sourced.length === 0) return area
    const filters = (area.filters ?? []).map((f): AreaFilter => {
      const i = sourced.indexOf(f)
      if (i < 0) return f
      const from = f.optionsFrom!
      return {
        ...f,
        options: (data[i] ?? []).map((row) => ({ value: from.value(row), label: from.label(row) })),
      }
    })
    return { ...area, filters }
  }, [area, sourced, data])
}

/** A value's label from a family's rows (a KPI's category by its name), or the value itself. */
export function FamilyOptionLabel({ from, value }: { from: FamilyOptions; value: unknown }) {
  const rows = useQuery(familyRowsQuery(from.family))
  const key = String(value ?? '')
  const found = (rows.data ?? []).find((row) => from.value(row) === key)
  return <>{found ? from.label(found) : key ? key.charAt(0).toUpperCase() + key.slice(1) : '—'}</>
}
