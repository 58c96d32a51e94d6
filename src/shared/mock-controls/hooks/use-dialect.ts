import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useToast } from '@/ui'
import { mockControlsKeys } from '../api/mock-state'
import { setDialect, type HostDialect } from '../api/requests'
import { DIALECT_LABELS } from '../model/dialects'
import { errorText } from '../model/error-text'

/**
 * Switches the host's dialect. Every answer the open page holds was shaped by the old one, so
 * everything cached is refetched: the page then shows what the app makes of the other host.
 */
export function useDialect() {
  const client = useQueryClient()
  const toast = useToast()
  return useMutation({
    mutationFn: setDialect,
    onSuccess: (dialect: HostDialect) => {
      toast.success(`The mock host now answers as ${DIALECT_LABELS[dialect]}.`)
    },
    onError: (err) => {
      toast.error(`The host dialect was not changed: ${errorText(err)}`)
    },
    onSettled: () => {
      void client.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== mockControlsKeys.all[0],
      })
      // Only the panel's own state is waited for, so the choice settles on the host's answer.
      return client.invalidateQueries({ queryKey: mockControlsKeys.all })
    },
  })
}
