import type { QueryClient } from '@tanstack/react-query'
import { ASKED_BEFORE_SIGN_IN } from '@/lib/api'
import { chunks } from './route-chunks'

/**
 * Starts the first page's own data call beside the session's, instead of after the visitor is
 * known and the page has rendered (a waterfall of a round trip and a render; in mock mode the
 * render also holds up the in-browser host's answer, issue 9). A visitor who is not signed in
 * gets a 401 that the 401 handler ignores (ASKED_BEFORE_SIGN_IN), as index.html's early read
 * of the same figures does; the area's guard sends them to /login, and the page's own query
 * asks again once they are signed in. The page's useQuery finds the call in flight or answered.
 */
export function prefetchRouteData(pathname: string, client: QueryClient): void {
  const quiet = { meta: ASKED_BEFORE_SIGN_IN }
  // The queries come with their pages' chunks (index.html has those downloading already), so
  // that the first page (/login) does not carry them.
  // An investor page's read is named by the portal's page table (investor-routes.tsx).
  if (/^\/investor(\/|$)/.test(pathname))
    void chunks
      .investorRoutes()
      .then((m) => m.prefetchInvestorPageData(pathname, client, quiet.meta))
      .catch(() => undefined)
  else if (/^\/admin\/?$/.test(pathname))
    void chunks
      .adminShell()
      .then((m) => client.prefetchQuery({ ...m.overviewStatsQuery(), ...quiet }))
      .catch(() => undefined)
}
