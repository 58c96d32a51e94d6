import { errorStatus, isTimeout } from '@/lib/api'
import type { CurrentUser } from './current-user-query'

/**
 * SPEC §4 auth state: logged in with the user on a 200 of GET /api/user, otherwise logged out;
 * a 503 or a timeout on that call is maintenance (SPEC §2, §8), which the app redirects to
 * /maintenance.
 */
export type SessionState =
  | { status: 'pending'; user: null }
  | { status: 'loggedIn'; user: CurrentUser }
  | { status: 'loggedOut'; user: null }
  | { status: 'maintenance'; user: null }

export type SessionStatus = SessionState['status']

/** Does this failure of the current-user call mean the site is down? */
export function isMaintenanceError(error: unknown): boolean {
  return errorStatus(error) === 503 || isTimeout(error)
}

/** The session state from the current-user query's state. */
export function sessionStateFrom(query: {
  status: 'pending' | 'success' | 'error'
  data: CurrentUser | null | undefined
  error: unknown
}): SessionState {
  // A failed refetch wins over data cached from before the site went down.
  if (query.status === 'error') {
    return isMaintenanceError(query.error)
      ? { status: 'maintenance', user: null }
      : { status: 'loggedOut', user: null }
  }
  if (query.status === 'pending') return { status: 'pending', user: null }
  return query.data ? { status: 'loggedIn', user: query.data } : { status: 'loggedOut', user: null }
}

export const MAINTENANCE_PATH = '/maintenance'

/**
 * Where maintenance sends the app from `pathname`, or null to stay (SPEC §2): everything goes
 * to /maintenance while the config flag is '1' or the user call says the site is down; once
 * the flag is off and the user call answered, /maintenance goes back to '/'.
 */
export function maintenanceRedirect(
  pathname: string,
  maintenanceMode: '1' | '0',
  status: SessionStatus,
): string | null {
  const onPage = pathname.replace(/\/+$/, '') === MAINTENANCE_PATH
  const down = maintenanceMode === '1' || status === 'maintenance'
  if (down) return onPage ? null : MAINTENANCE_PATH
  return onPage && (status === 'loggedIn' || status === 'loggedOut') ? '/' : null
}
