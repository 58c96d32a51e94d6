import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ListQuery } from '@/lib/api'
import type { Family } from './families'
import { fetchPage, fetchRecord } from './requests'

/**
 * Query keys per family. Every key starts with the family's name, so a mutation that
 * invalidates `resourceKeys('investments').all` refreshes every list and record of it, whoever
 * read them.
 */
export const resourceKeys = <F extends Family>(family: F) => ({
  all: [family] as const,
  lists: () => [family, 'list'] as const,
  list: (query: ListQuery) => [family, 'list', query] as const,
  records: () => [family, 'detail'] as const,
  record: (id: number | string, query: ListQuery = {}) =>
    [family, 'detail', String(id), query] as const,
})

/** One page of a family; the previous page stays on screen while the next one loads. */
export const pageQuery = <F extends Family>(family: F, query: ListQuery = {}) =>
  queryOptions({
    queryKey: resourceKeys(family).list(query),
    queryFn: ({ signal }) => fetchPage(family, query, signal),
    placeholderData: keepPreviousData,
  })

/** One record of a family by id. */
export const recordQuery = <F extends Family>(
  family: F,
  id: number | string,
  query: ListQuery = {},
) =>
  queryOptions({
    queryKey: resourceKeys(family).record(id, query),
    queryFn: ({ signal }) => fetchRecord(family, id, query, signal),
  })
