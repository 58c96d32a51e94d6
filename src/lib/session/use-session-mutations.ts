import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { settingsKeys } from '../tenant/settings-query'
import {
  forgotPassword,
  login,
  logout,
  register,
  resendVerification,
  resetPassword,
  setPassword,
  updatePassword,
  type RegisterInput,
  type ResetPasswordInput,
  type SetPasswordInput,
  type UpdatePasswordInput,
} from './auth-api'
import { currentUserQuery, type CurrentUser } from './current-user-query'
import { acceptTerms } from './terms'

/** Whether the cache knows of a session: true/false, or undefined when it has not asked yet. */
function cachedLoggedIn(client: QueryClient): boolean | undefined {
  const data = client.getQueryData(currentUserQuery.queryKey)
  return data === undefined ? undefined : data !== null
}

/**
 * Drops everything cached for the previous user (lists, notifications, ...) and records the new
 * session. The tenant's settings are not per user and stay.
 */
function switchUser(client: QueryClient, user: CurrentUser | null): void {
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

export function useRegister() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: RegisterInput) => register(input),
    onSuccess: (user) => switchUser(client, user),
  })
}

export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => forgotPassword(email) })

export const useResetPassword = () =>
  useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(input) })

export const useResendVerification = () => useMutation({ mutationFn: () => resendVerification() })

export const useUpdatePassword = () =>
  useMutation({ mutationFn: (input: UpdatePasswordInput) => updatePassword(input) })

export const useSetPassword = () =>
  useMutation({ mutationFn: (input: SetPasswordInput) => setPassword(input) })

/**
 * SPEC §4: accept the terms, then refresh the user. The accepted version is written to the
 * cache at once so the blocking dialog closes even if the refresh is slow; the mutation stays
 * pending until the refresh ends, so the button reads "Submitting" throughout.
 */
export function useAcceptTerms() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (v: { userId: number; version: number }) => acceptTerms(v.userId, v.version),
    onSuccess: (_data, { version }) => {
      client.setQueryData(currentUserQuery.queryKey, (user) =>
        user ? { ...user, accepted_terms_version: version } : user,
      )
      return client.invalidateQueries({ queryKey: currentUserQuery.queryKey })
    },
  })
}
