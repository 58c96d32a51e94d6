import { can, isStaff, type Action, type Resource } from '@/lib/permissions'
import type { FlagName, Flags } from '@/lib/settings/flag-names'

/**
 * What guards a screen: a resource and action of SPEC §6 and, for feature-gated areas, a flag.
 * A list of resources means "any of them" (a hub such as /admin/settings or /admin/reports);
 * null means no resource is required (any staff member).
 */
export interface RoutePermission {
  resource: Resource | readonly Resource[] | null
  action: Action
  flag?: FlagName
  /** The detail tab this route shows, for tabs hidden per role (HIDDEN_TABS). */
  tab?: string
}

/** Does the role hold this permission with these flags? Admin screens are for staff only. */
export function allows(
  roleId: number | null | undefined,
  flags: Flags,
  permission: RoutePermission,
): boolean {
  if (!isStaff(roleId)) return false
  if (permission.flag && !flags[permission.flag]) return false
  const { resource, action } = permission
  if (resource === null || typeof resource === 'string') return can(roleId, resource, action)
  return resource.some((r) => can(roleId, r, action))
}
