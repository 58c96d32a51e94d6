import { isTabHidden, type Resource } from '@/lib/permissions'
import type { Flags } from '@/lib/settings/flag-names'
import { allows, type RoutePermission } from './permission'
import { ADMIN_ROUTE_RULES } from './route-rules'

const split = (path: string) => path.split('/').filter(Boolean)

/** The path part only, without query, hash or trailing slashes. */
function pathOnly(pathname: string): string {
  return pathname.split(/[?#]/, 1)[0]
}

function matches(pattern: readonly string[], path: readonly string[]): boolean {
  return (
    pattern.length === path.length &&
    pattern.every((seg, i) => (seg === ':id' ? /^\d+$/.test(path[i]) : seg === path[i]))
  )
}

const COMPILED = ADMIN_ROUTE_RULES.map((r) => ({
  segments: split(r.pattern),
  permission: r.permission,
}))

/**
 * What guards an admin pathname (SPEC §2 routes, SPEC §6 permissions), or null when the path
 * is not a known admin route (the router shows its 404 then). Ids must be numeric.
 */
export function routePermission(pathname: string): RoutePermission | null {
  const path = split(pathOnly(pathname))
  if (path[0] !== 'admin') return null
  return COMPILED.find((r) => matches(r.segments, path))?.permission ?? null
}

/**
 * May this role open this admin route with these flags? False for unknown admin paths, for
 * non-staff users, and for detail tabs hidden from the role (HIDDEN_TABS, SPEC §6).
 */
export function canOpenAdminRoute(
  roleId: number | null | undefined,
  flags: Flags,
  pathname: string,
): boolean {
  const permission = routePermission(pathname)
  if (!permission || !allows(roleId, flags, permission)) return false
  const { tab, resource } = permission
  return !(tab && typeof resource === 'string' && isTabHidden(roleId, resource as Resource, tab))
}
