import { ROLES, roleName, type RoleId } from '@/lib/permissions'
import type { StatusTone } from '@/ui'

export type AccountStatus = 'active' | 'invited' | 'deactivated'

interface AccountLike {
  invited_at?: string | null
  deactivated_at?: string | null
}

export function accountStatus(user: AccountLike): AccountStatus {
  if (user.deactivated_at) return 'deactivated'
  if (user.invited_at) return 'invited'
  return 'active'
}

export const STATUS_LABEL: Record<AccountStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  deactivated: 'Deactivated',
}

export const STATUS_TONE: Record<AccountStatus, StatusTone> = {
  active: 'success',
  invited: 'info',
  deactivated: 'neutral',
}

/** The roles an admin account may hold: every role but the investor's, in the table's order. */
export const STAFF_ROLES: RoleId[] = (Object.values(ROLES) as RoleId[]).filter(
  (id) => id !== ROLES.User && roleName(id) !== null,
)

interface Row {
  id: number
  role_id: number | null
  deactivated_at?: string | null
}

/**
 * Why the signed-in admin may not change this account's role or deactivate it (the host's
 * rules, said before they try), or null when they may.
 */
export function lockReason(row: Row, meId: number | null, activeSuperAdminIds: number[]) {
  if (row.id === meId) return 'This is your own account.'
  if (
    row.role_id === ROLES.Super_Admin &&
    !row.deactivated_at &&
    activeSuperAdminIds.length <= 1 &&
    activeSuperAdminIds.includes(row.id)
  )
    return 'The last active Super_Admin must stay one.'
  return null
}
