import { queryOptions } from '@tanstack/react-query'
import { decodeRecord, http } from '@/lib/api'
import { EARLY_READ_PATHS, takeEarlyRead } from '@/lib/api/early-reads'
import type { components } from '@/lib/api/schema.gen'
import { CURRENT_USER_INCLUDES } from './current-user-includes'

/** The axios instance type, named without importing axios outside src/lib/api. */
export type HttpClient = typeof http

/** The signed-in user as GET /api/user returns it (the bare model, with the includes below). */
export type CurrentUser = components['schemas']['User']

export { CURRENT_USER_INCLUDES }

export const sessionKeys = {
  all: ['session'] as const,
  user: () => ['session', 'user'] as const,
}

/** The user from a 200: bare (a stock host's `return $request->user();`) or wrapped in `data`. */
export function decodeUser(body: unknown): CurrentUser {
  return decodeRecord<CurrentUser>(body, 'the signed-in user')
}

/**
 * GET /api/user: a 200 is the user, a 401 is "logged out" (null), never a redirect to the
 * logout page (an anonymous visitor is not an error). Anything else (503, timeout, network)
 * rejects so the caller can tell maintenance from logged out.
 */
export async function fetchCurrentUser(
  client: HttpClient = http,
  signal?: AbortSignal,
): Promise<CurrentUser | null> {
  if (client === http) {
    const early = await takeEarlyRead(EARLY_READ_PATHS.currentUser)
    if (early) return early.status === 200 ? decodeUser(early.body) : null
  }
  const res = await client.get<unknown>('/api/user', {
    params: { include: CURRENT_USER_INCLUDES.join(',') },
    signal,
    skipUnauthorisedHandler: true,
    validateStatus: (s) => s === 200 || s === 401,
  })
  return res.status === 200 ? decodeUser(res.data) : null
}

/** The session's user (SPEC §4 auth state); login, logout and terms acceptance write to it. */
export const currentUserQuery = queryOptions({
  queryKey: sessionKeys.user(),
  queryFn: ({ signal }) => fetchCurrentUser(http, signal),
  // A failed read (503, timeout, an unreadable body) is not asked again by every component
  // that mounts after it: /maintenance re-asks on its own schedule, and the rest wait for a
  // purposeful refetch (issue 9: never a loop, never more than a page's own reads).
  retryOnMount: false,
})
