import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { settingsKeys } from '@/lib/tenant/settings-query'
import { login, logout } from './login-api'
import { currentUserQuery, type CurrentUser } from './current-user-query'

/** Whether the cache knows of a session: true/false, or undefined when it has not asked yet. */
function cachedLoggedIn(client: QueryClient): boolean | undefined {
  const data = client.getQueryData(currentUserQuery.queryKey)
  return data === undefined ? undefined : data !== null
}

/**
 * Drops everything cached for the previous user (lists, notifications, ...) and records the new
 * session. The tenant's settings are not per user and stay.
 */
export function switchUser(client: QueryClient, user: CurrentUser | null): void {
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== settingsKeys.all[0] })
  client.setQueryData(currentUserQuery.queryKey, user)
}

export function useLogin() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (v: { email: string; password: string; remember?: boolean }) =>
      login(v.email, v.password, { loggedIn: cachedLoggedIn(client), remember: v.remember }),
    onSuccess: (user) => switchUser(client, user),
  })
}

export function useLogout() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => logout(),
    onSuccess: () => switchUser(client, null),
  })
}
