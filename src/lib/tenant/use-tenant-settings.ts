import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { settingsQuery } from './settings-query'
import { tenantView, type TenantView } from './tenant-view'

export interface TenantSettingsState extends TenantView {
  /** True until the first answer (or failure); screens may render defaults meanwhile. */
  isPending: boolean
}

/**
 * The tenant's branding and settings, parsed and defaulted. A failed call is ignored silently
 * (SPEC §8): the result is then the defaults, never an error state.
 */
export function useTenantSettings(): TenantSettingsState {
  const { data, isPending } = useQuery(settingsQuery)
  const view = useMemo(() => tenantView(data), [data])
  return { ...view, isPending: isPending && data === undefined }
}
