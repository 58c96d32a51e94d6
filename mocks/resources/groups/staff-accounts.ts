import type { RequestContext, UserRow } from '../../http/context'
import type { Row } from '../../db/db'
import { INVESTOR_ROLE, isStaff, ROLES } from '../../../src/lib/permissions'

/** Every role an admin account may hold (all but the investor role). */
export const STAFF_ROLE_IDS = Object.values(ROLES).filter((r) => r !== INVESTOR_ROLE)

export const activeSuperAdmins = (req: RequestContext) =>
  req.host.db
    .table<UserRow>('users')
    .where((u) => u.role_id === ROLES.Super_Admin && !u.deactivated_at)

/**
 * The rules a role change must keep (a FormRequest's after() hook on PATCH role_id): an admin
 * account keeps a staff role, nobody changes their own role, and the last active Super_Admin
 * stays one.
 */
export function roleChangeRefusal(
  req: RequestContext,
  row: Row,
  roleId: unknown,
): Record<string, string[]> | null {
  if (roleId === undefined || roleId === null || Number(roleId) === row.role_id) return null
  if (isStaff(row.role_id as number) && !isStaff(Number(roleId)))
    return { role_id: ['An admin account must keep a staff role.'] }
  if (req.user && row.id === req.user.id) return { role_id: ['You cannot change your own role.'] }
  const supers = activeSuperAdmins(req)
  if (row.role_id === ROLES.Super_Admin && supers.length <= 1 && supers[0]?.id === row.id)
    return { role_id: ['The last active Super_Admin cannot be given another role.'] }
  return null
}
