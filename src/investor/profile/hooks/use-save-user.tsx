import { useQueryClient } from '@tanstack/react-query'
import type { components } from '@/lib/api/schema.gen'
import { resourceKeys } from '@/lib/resources'
import { sessionKeys } from '@/lib/session'
import { useFormSubmit, useToast } from '@/ui'
import { saveUser } from '../api/profile-requests'
import { NEW_EMAIL_TITLE, newEmailMessage, unverifiedNewEmail } from '../model/new-email'

/**
 * Saves the investor's own row with the SPEC §5 submit behaviour; on success the session's
 * user (and every users record) is refreshed and a toast says so. When the save changed the
 * email (`emailBefore`) and the host answered it unverified, the toast says where the
 * verification link went and stays until dismissed: the portal shows only the "verify your
 * email" notice from then on, until the new address is verified.
 */
export function useSaveUser<TValues>(
  userId: number,
  toInput: (values: TValues) => components['schemas']['UserInput'],
  successMessage: string,
  emailBefore?: string | null,
) {
  const queryClient = useQueryClient()
  const toast = useToast()
  return useFormSubmit((values: TValues) => saveUser(userId, toInput(values)), {
    onSuccess: async (saved) => {
      const newEmail = emailBefore === undefined ? null : unverifiedNewEmail(emailBefore, saved)
      if (newEmail)
        toast.show({
          tone: 'info',
          title: NEW_EMAIL_TITLE,
          message: (
            <>
              <span>{successMessage}</span> <span>{newEmailMessage(newEmail)}</span>
            </>
          ),
          duration: null,
        })
      else toast.success(successMessage)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
        queryClient.invalidateQueries({ queryKey: resourceKeys('users').all }),
      ])
    },
  })
}
