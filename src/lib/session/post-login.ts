import { isStaff } from '@/lib/permissions'
import { LOGOUT_PATH } from '@/lib/api/unauthorised'
import { staffLandingPage } from '@/lib/navigation/admin-nav'
import type { Flags } from '@/lib/settings/flag-names'
import { safeRedirect } from './safe-redirect'

export const INVESTOR_HOME = '/investor'
export const ADMIN_HOME = '/admin'

// Pages that would undo or repeat the login if we went back to them.
const NOT_A_DESTINATION = ['/login', '/register', LOGOUT_PATH, '/maintenance']

const isAdminPath = (path: string) => path === '/admin' || /^\/admin[/?#]/.test(path)

/**
 * Where to go after login (SPEC §2): the requested page when given and safe (an /admin page
 * for a non-staff user becomes /investor); otherwise staff go to their first permitted landing
 * page and everyone else to /investor. Whether the staff member may open the requested page
 * is the route guard's call, as for any other navigation.
 */
export function postLoginDestination(
  user: { role_id: number | null } | null | undefined,
  redirect: string | null | undefined,
  flags: Flags,
): string {
  const roleId = user?.role_id ?? null
  const staff = isStaff(roleId)
  const target = safeRedirect(redirect)
  const page = target?.split(/[?#]/, 1)[0].replace(/(.)\/+$/, '$1')
  if (target && page && !NOT_A_DESTINATION.includes(page)) {
    return isAdminPath(target) && !staff ? INVESTOR_HOME : target
  }
  if (!staff) return INVESTOR_HOME
  // A staff role with nothing to open (all its areas flagged off) still lands in the admin
  // portal, where the guard explains what is missing, rather than in the investor portal.
  return staffLandingPage(roleId, flags) ?? ADMIN_HOME
}
