import { queryOptions } from '@tanstack/react-query'
import { fetchPage, resourceKeys, updateRecord, type RecordOf } from '@/lib/resources'

export type Category = RecordOf<'categories'>

const CATEGORIES_LIST = { sort: ['order'], perPage: 50 } as const

/** The FCA categories the tenant offers (investors see the enabled ones), in order. */
export const categoriesQuery = queryOptions({
  queryKey: resourceKeys('categories').list(CATEGORIES_LIST),
  queryFn: async ({ signal }) => (await fetchPage('categories', CATEGORIES_LIST, signal)).data,
  staleTime: 5 * 60_000,
})

/**
 * The investor's own categorisation: their row's investor_category_id. The host records when
 * (category_confirmed_at), as an investor may not set that column themselves.
 */
export function recordCategory(userId: number, categoryId: number): Promise<RecordOf<'users'>> {
  return updateRecord('users', userId, { investor_category_id: categoryId })
}
