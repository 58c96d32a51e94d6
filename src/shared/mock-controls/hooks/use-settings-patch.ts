import { useMutation, useQueryClient } from '@tanstack/react-query'
import { flagColumns } from '@/lib/settings/flag-names'
import { settingsKeys, settingsQuery, type TenantSettings } from '@/lib/tenant'
import { useToast } from '@/ui'
import { patchSettings, type SettingsPatch } from '../api/requests'
import { errorText } from '../model/error-text'

export interface SettingsChange {
  patch: SettingsPatch
  /** The toast once the host has the change. */
  done: (row: TenantSettings) => string
}

/**
 * Writes settings through POST /__mock/settings. Flags and the portfolio display show at once
 * (the app re-gates while the request travels, even on a slow network) and go back if the host
 * refuses; the answer, then a refetch of the settings query, make the cache match the host.
 */
export function useSettingsPatch() {
  const client = useQueryClient()
  const toast = useToast()
  return useMutation({
    mutationFn: ({ patch }: SettingsChange) => patchSettings(patch),
    onMutate: async ({ patch }) => {
      await client.cancelQueries({ queryKey: settingsQuery.queryKey })
      const previous = client.getQueryData(settingsQuery.queryKey)
      const shown: Record<string, unknown> = { ...flagColumns(patch) }
      if (patch.portfolio_display !== undefined) shown.portfolio_display = patch.portfolio_display
      if (previous) client.setQueryData(settingsQuery.queryKey, { ...previous, ...shown })
      return { previous }
    },
    onSuccess: (row, { done }) => {
      client.setQueryData(settingsQuery.queryKey, row)
      toast.success(done(row))
    },
    onError: (err, _change, context) => {
      if (context?.previous) client.setQueryData(settingsQuery.queryKey, context.previous)
      toast.error(`The settings were not changed: ${errorText(err)}`)
    },
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.all }),
  })
}
