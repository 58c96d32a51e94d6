import { useDeferredValue, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useCurrentUser } from '@/lib/session'
import { LoadingState } from '@/ui'

/** The login address that brings a logged-out visitor back to where they were going. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }) {
  const back = `${location.pathname}${location.search}${location.hash}`
  return `/login?redirect=${encodeURIComponent(back)}`
}

/**
 * SPEC §2/§4: protected pages need a session. A logged-out visitor goes to
 * /login?redirect=<this page>; while the current-user call is in flight nothing protected
 * renders (maintenance is the root layout's business).
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const location = useLocation()
  // Deferred: the whole portal renders once the user is known, the largest render of a load.
  // As deferred work React renders it in slices with the main thread free between them
  // (react-query's answers otherwise render in one blocking piece).
  const status = useDeferredValue(useCurrentUser().status)
  if (status === 'pending') return <LoadingState label="Loading your account…" />
  if (status !== 'loggedIn') return <Navigate to={loginPathFor(location)} replace />
  return children ?? <Outlet />
}
