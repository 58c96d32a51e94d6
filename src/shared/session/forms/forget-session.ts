import type { QueryClient } from '@tanstack/react-query'
import { currentUserQuery } from '@/lib/session'
import { settingsKeys } from '@/lib/tenant'

/**
 * What a successful logout does to the cache (as useLogout does): everything cached for the
 * user goes, the session is recorded as logged out, the tenant's settings stay.
 */
export function forgetSession(client: QueryClient): void {
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== settingsKeys.all[0] })
  client.setQueryData(currentUserQuery.queryKey, null)
}
