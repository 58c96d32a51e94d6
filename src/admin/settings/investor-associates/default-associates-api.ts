import { queryOptions } from '@tanstack/react-query'
import { personName } from '@/lib/api'
import { createRecord, deleteRecord, fetchPage, resourceKeys, type RecordOf } from '@/lib/resources'

export type DefaultAssociate = RecordOf<'default-associates'>

/** The default associates, in the order they were chosen, each with its staff member. */
export const defaultAssociatesQuery = queryOptions({
  queryKey: [...resourceKeys('default-associates').lists(), 'settings'] as const,
  queryFn: async ({ signal }) =>
    (await fetchPage('default-associates', { include: ['user'], perPage: 100 }, signal)).data,
})

/** Every staff account, by name, to choose associates from. */
export const staffQuery = queryOptions({
  queryKey: [...resourceKeys('users').lists(), 'staff-choices'] as const,
  queryFn: async ({ signal }) =>
    (await fetchPage('users', { type: 'staff', sort: ['name'], perPage: 100 }, signal)).data.map(
      (u) => ({ value: String(u.id), label: personName(u, u.email) }),
    ),
})

export interface AssociateDraft {
  user_id: string
  role_label: string
}

export const addDefaultAssociate = (draft: AssociateDraft) =>
  createRecord('default-associates', {
    user_id: draft.user_id === '' ? null : Number(draft.user_id),
    role_label: draft.role_label.trim(),
  })

export const removeDefaultAssociate = (id: number) => deleteRecord('default-associates', id)
