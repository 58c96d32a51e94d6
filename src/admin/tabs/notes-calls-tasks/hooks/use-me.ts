import { useCurrentUser } from '@/lib/session'

/** The signed-in staff member's id and role (null while the session loads). */
export function useMe(): { id: number | null; roleId: number | null } {
  const { user } = useCurrentUser()
  return { id: user?.id ?? null, roleId: user?.role_id ?? null }
}
