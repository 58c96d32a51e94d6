import { Navigate } from 'react-router-dom'
import { useFlags } from '@/lib/flags'
import { postLoginDestination, useCurrentUser } from '@/lib/session'
import { LoadingState } from '@/ui'

/**
 * '/' has no page of its own: signed-in users go where a login would take them (SPEC §2),
 * everyone else to /login. /maintenance returns here once the site is back.
 */
export function HomeRedirect() {
  const session = useCurrentUser()
  const flags = useFlags()
  if (session.status === 'pending') return <LoadingState label="Loading…" />
  if (session.status !== 'loggedIn') return <Navigate to="/login" replace />
  return <Navigate to={postLoginDestination(session.user, null, flags)} replace />
}
