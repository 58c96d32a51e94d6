import { can, type Action, type Resource } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'

/** May the signed-in staff member do this (SPEC §6)? False until the session is known. */
export function useStaffCan(resource: Resource, action: Action): boolean {
  const { user } = useCurrentUser()
  return user ? can(user.role_id, resource, action) : false
}
