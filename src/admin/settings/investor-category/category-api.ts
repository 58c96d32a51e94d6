import { queryOptions } from '@tanstack/react-query'
import { fetchPage, resourceKeys, updateRecord, type RecordOf } from '@/lib/resources'

export type Category = RecordOf<'categories'>

/** Every category, enabled or not, in the order investors meet them. */
export const adminCategoriesQuery = queryOptions({
  queryKey: [...resourceKeys('categories').lists(), 'admin-settings'] as const,
  queryFn: async ({ signal }) =>
    (await fetchPage('categories', { sort: ['order'], perPage: 100 }, signal)).data,
})

export interface CategoryDraft {
  description: string
  /** One statement a line, as typed. */
  statements: string
}

/** The statements an investor confirms: one a line, blank lines dropped. */
export const statementLines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)

export const saveCategory = (id: number, draft: CategoryDraft) =>
  updateRecord('categories', id, {
    description: draft.description.trim() || null,
    statements: statementLines(draft.statements),
  })
