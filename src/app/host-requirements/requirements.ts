/**
 * What the app needs a host to allow, list by list: the spatie filters, includes and sorts (and
 * our `type=` and `append=`) of every request each list can send, as a Markdown table for the
 * README's deployer section. The filter kinds come from openapi/ (exact, partial, scope).
 */
import {
  declarationForPath,
  requestedQuery,
  type FilterKind,
} from '../../../scripts/openapi/query-declarations'
import { buildQuery, type ListQuery } from '@/lib/api'
import { ADMIN_AREAS, type AnyArea } from '@/admin/kit/lists'
import { areaQuery } from '@/admin/kit/lists/model/area-query'

export interface ListRequests {
  list: string
  /** Request URLs (path and query) the list can send. */
  urls: string[]
}

const noState = { search: '', filters: {}, sort: null, page: 1 }

/** Every request an admin area can send: as it opens, searched, each filter value, each sort. */
export function areaRequests(area: AnyArea): ListRequests {
  const queries: ListQuery[] = [
    areaQuery(area, noState, null),
    areaQuery(area, { ...noState, search: 'a' }, null),
    ...(area.filters ?? []).flatMap((filter) =>
      filter.options.map((option) =>
        areaQuery(area, { ...noState, filters: { [filter.id]: option.value } }, null),
      ),
    ),
    ...area.columns
      .filter((column) => column.sortable)
      .map((column) => areaQuery(area, noState, { id: column.id, direction: 'desc' })),
  ]
  return {
    list: `Admin: ${area.path}`,
    urls: queries.map((query) => `/api/${area.family}?${buildQuery(query)}`),
  }
}

export const adminRequests = (): ListRequests[] => ADMIN_AREAS.map(areaRequests)

interface Needs {
  filters: Set<string>
  includes: Set<string>
  sorts: Set<string>
  also: Set<string>
}

const ticks = (names: Iterable<string>) => [...names].map((n) => `\`${n}\``).join(', ')

function filterCell(path: string, names: Set<string>): string {
  const decl = declarationForPath(path)
  const kinds: Record<FilterKind, string[]> = { exact: [], partial: [], scope: [] }
  for (const name of names) kinds[decl?.filters.get(name) ?? 'exact'].push(name)
  return [
    ticks(kinds.exact),
    kinds.partial.length ? `partial ${ticks(kinds.partial)}` : '',
    kinds.scope.length ? `scope ${ticks(kinds.scope)}` : '',
  ]
    .filter(Boolean)
    .join('; ')
}

/** The README table: one row per list and request path; only paths that take parameters. */
export function requirementsTable(lists: ListRequests[]): string {
  const rows: string[] = [
    '| list | request | filters | includes | sorts | also |',
    '| --- | --- | --- | --- | --- | --- |',
  ]
  for (const { list, urls } of lists) {
    const byPath = new Map<string, Needs>()
    for (const url of urls) {
      const q = requestedQuery(url)
      const needs = byPath.get(q.path) ?? {
        filters: new Set<string>(),
        includes: new Set<string>(),
        sorts: new Set<string>(),
        also: new Set<string>(),
      }
      byPath.set(q.path, needs)
      q.filters.forEach((n) => needs.filters.add(n))
      q.includes.forEach((n) => needs.includes.add(n))
      q.sorts.forEach((n) => needs.sorts.add(n))
      q.appends.forEach((n) => needs.also.add(`append=${n}`))
      if (q.type) needs.also.add(`type=${q.type}`)
    }
    for (const [path, needs] of [...byPath].sort(([a], [b]) => a.localeCompare(b))) {
      const any = needs.filters.size + needs.includes.size + needs.sorts.size + needs.also.size
      if (any === 0) continue
      const cells = [
        list,
        `\`GET ${path.replace(/\/\d+$/, '/{id}')}\``,
        filterCell(path, needs.filters),
        ticks(needs.includes),
        ticks(needs.sorts),
        ticks(needs.also),
      ]
      rows.push(`| ${cells.join(' | ')} |`)
    }
  }
  return rows.join('\n')
}
