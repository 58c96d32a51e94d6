import type { QueryClient } from '@tanstack/react-query'
import { decodeRecord, http } from '@/lib/api'
import { pageQuery, resourceKeys, updateRecord, type RecordOf } from '@/lib/resources'
import { ROLES } from '@/lib/permissions'

export type StaffUser = RecordOf<'users'>

export const PER_PAGE = 25

/** One page of admin accounts (every role but the investor's), searched by name or email. */
export const staffPageQuery = (page: number, search: string) =>
  pageQuery('users', {
    type: 'staff',
    filter: search ? { search } : undefined,
    sort: ['name', 'surname'],
    page,
    perPage: PER_PAGE,
  })

/** The Super_Admin accounts, to know which one is the last active (the host keeps it so). */
export const superAdminsQuery = () =>
  pageQuery('users', {
    type: 'staff',
    filter: { role_id: ROLES.Super_Admin },
    fields: { users: ['id', 'role_id', 'deactivated_at'] },
    perPage: 100,
  })

export interface InviteInput {
  name: string
  surname: string
  email: string
  role_id: number | ''
}

/** POST /api/users/invite: the host creates the account and mails the set-password link. */
export async function inviteStaff(input: InviteInput): Promise<StaffUser> {
  const res = await http.post<unknown>('/api/users/invite', input)
  return decodeRecord<StaffUser>(res.data, 'the invited account')
}

export const changeRole = (id: number, roleId: number) =>
  updateRecord('users', id, { role_id: roleId })

/** POST /api/users/{id}/deactivate | reactivate. */
export async function setActive(id: number, active: boolean): Promise<StaffUser> {
  const res = await http.post<unknown>(`/api/users/${id}/${active ? 'reactivate' : 'deactivate'}`)
  return decodeRecord<StaffUser>(res.data, 'the account')
}

/** Every users list and record (admin accounts, investors who show their manager) is stale. */
export const invalidateUsers = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: resourceKeys('users').all })
