import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { ADMIN_PATHS, canOpenAdminRoute, routePermission } from '@/lib/navigation'
import { useTenantSettings } from '@/lib/tenant'
import { LoadingState } from '@/ui'
import { useAdminContext } from '@/lib/navigation/use-admin-context'
import { ForbiddenPage } from './forbidden-page'

const normalise = (pathname: string) => pathname.replace(/(.)\/+$/, '$1')

/**
 * Every admin page passes through here (DESIGN.md: every admin route guarded by the permission
 * table). A route the role may open renders; a known route it may not (its resource, a hidden
 * tab, a feature flag that is off) shows the forbidden page; an unknown path renders too, so
 * the router's 404 answers it. The bare /admin of a role without the overview goes on to the
 * role's landing page (SPEC §6) rather than refusing.
 */
export function AdminRouteGuard() {
  const { pathname } = useLocation()
  const { session, roleId, flags, landing } = useAdminContext()
  const settings = useTenantSettings()
  if (canOpenAdminRoute(roleId, flags, pathname)) return <Outlet />
  if (routePermission(pathname) === null) return <Outlet />
  // Flags and the user may still be loading: refuse only on what is known.
  if (session.status === 'pending' || settings.isPending) return <LoadingState label="Loading…" />
  if (normalise(pathname) === ADMIN_PATHS.overview && landing !== ADMIN_PATHS.overview) {
    return <Navigate to={landing} replace />
  }
  return <ForbiddenPage />
}
