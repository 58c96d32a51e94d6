import { useQueryClient } from '@tanstack/react-query'
import type { components } from '../../../lib/api/schema.gen'
import { resourceKeys } from '../../../lib/resources'
import { sessionKeys } from '../../../lib/session'
import { useFormSubmit, useToast } from '../../../ui'
import { saveUser } from '../api/profile-requests'

/**
 * Saves the investor's own row with the SPEC §5 submit behaviour; on success the session's
 * user (and every users record) is refreshed and a toast says so.
 */
export function useSaveUser<TValues>(
  userId: number,
  toInput: (values: TValues) => components['schemas']['UserInput'],
  successMessage: string,
) {
  const queryClient = useQueryClient()
  const toast = useToast()
  return useFormSubmit((values: TValues) => saveUser(userId, toInput(values)), {
    onSuccess: async () => {
      toast.success(successMessage)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
        queryClient.invalidateQueries({ queryKey: resourceKeys('users').all }),
      ])
    },
  })
}
