import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { getConfig } from '@/lib/config'
import { maintenanceRedirect, useCurrentUser } from '@/lib/session'
import { MockControlsSlot } from './mock-controls-slot'

/**
 * The root of every page. SPEC §2 maintenance: while the config flag is '1', or the current-user
 * call answers 503 or times out, every page goes to /maintenance; once the site is back and the
 * flag is off, /maintenance goes to '/'. Pages render while the user call is still pending.
 */
export function RootLayout() {
  const { pathname } = useLocation()
  const { status } = useCurrentUser()
  const target = maintenanceRedirect(pathname, getConfig().maintenanceMode, status)
  return (
    <>
      {target !== null ? <Navigate to={target} replace /> : <Outlet />}
      {/* A build-time constant: a live-only build carries no slot at all. */}
      {import.meta.env.VITE_API_MODE === 'live' ? null : <MockControlsSlot />}
    </>
  )
}
