import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  forgotPassword,
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
import { currentUserQuery } from './current-user-query'
import { acceptTerms } from './terms'
import { switchUser } from './use-login'

/** The session's other mutations (login and logout: use-login.ts, kept apart for /login). */
export { useLogin, useLogout } from './use-login'

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
