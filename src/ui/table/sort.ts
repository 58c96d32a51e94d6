export type SortDirection = 'asc' | 'desc'

export interface SortState {
  id: string
  direction: SortDirection
}

/** A click on a header: a new column sorts ascending; the sorted column flips. */
export function nextSort(current: SortState | null | undefined, id: string): SortState {
  if (current?.id === id) return { id, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { id, direction: 'asc' }
}

/** spatie/laravel-query-builder's `sort` parameter: `name` or `-name`. */
export function toSortParam(sort: SortState | null | undefined): string | undefined {
  if (!sort) return undefined
  return sort.direction === 'desc' ? `-${sort.id}` : sort.id
}

/** The first field of a `sort` parameter back into a SortState. */
export function fromSortParam(param: string | null | undefined): SortState | null {
  const first = param?.split(',')[0]?.trim()
  if (!first || first === '-') return null
  return first.startsWith('-')
    ? { id: first.slice(1), direction: 'desc' }
    : { id: first, direction: 'asc' }
}
