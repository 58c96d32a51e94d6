import type { QueryClient } from '@tanstack/react-query'
import { currentUserQuery } from '../lib/session'
import { chunks } from './route-chunks'

/**
 * Starts the first page's own data call as soon as its chunk has arrived and the visitor is
 * known to be signed in, instead of after the area's guard and the page have rendered (a
 * waterfall of a render and a round trip). Logged out, nothing is asked: a 401 there would
 * run the app's logout handler instead of the guard's redirect. The page's useQuery then
 * finds the call in flight or answered.
 */
export function prefetchRouteData(pathname: string, client: QueryClient): void {
  const load = (prefetch: () => Promise<unknown>) =>
    void client
      .ensureQueryData(currentUserQuery)
      .then((user) => (user ? prefetch() : undefined))
      .catch(() => undefined)
  if (/^\/investor\/?$/.test(pathname))
    load(async () => client.prefetchQuery((await chunks.investorOverview()).investorStatsQuery))
  else if (/^\/admin\/?$/.test(pathname))
    load(async () => client.prefetchQuery((await chunks.adminShell()).overviewStatsQuery()))
}
