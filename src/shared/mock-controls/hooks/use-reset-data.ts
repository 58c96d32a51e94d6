import { useMutation, useQueryClient } from '@tanstack/react-query'
import { currentUserQuery, sessionKeys } from '@/lib/session'
import { settingsKeys } from '@/lib/tenant'
import { useToast } from '@/ui'
import { resetData, type SeedSize } from '../api/requests'
import { errorText } from '../model/error-text'

/**
 * POST /__mock/reset, then forget everything cached (it describes the old data) and ask who is
 * signed in: the reseed drops every session, so the app sees the visitor as logged out. The
 * settings are refetched rather than dropped so the theme does not flash back to defaults.
 */
export function useResetData() {
  const client = useQueryClient()
  const toast = useToast()
  return useMutation({
    mutationFn: (seed?: SeedSize) => resetData(seed),
    onSuccess: async (seed) => {
      const kept = [sessionKeys.all[0], settingsKeys.all[0]] as unknown[]
      await client.resetQueries({ predicate: (q) => !kept.includes(q.queryKey[0]) })
      await Promise.all([
        client.invalidateQueries({ queryKey: settingsKeys.all }),
        client.refetchQueries({ queryKey: currentUserQuery.queryKey }),
      ])
      const signedIn = Boolean(client.getQueryData(currentUserQuery.queryKey))
      toast.success(`Data reset to the ${seed} seed.${signedIn ? '' : ' Sign in again.'}`)
    },
    onError: (err) => {
      toast.error(`The data was not reset: ${errorText(err)}`)
    },
  })
}
