import { useQueryClient } from '@tanstack/react-query'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { settingsQuery, useTenantSettings } from '@/lib/tenant'
import { ErrorState, LoadingState } from '@/ui'
import { SettingsFrame } from '../components/settings-frame'
import { FeaturesForm } from './features-form'

/** /admin/settings/account/features: the tenant's feature flags (SPEC §3). */
export function FeaturesPage() {
  const { raw, isPending } = useTenantSettings()
  const client = useQueryClient()
  const roleId = useCurrentUser().user?.role_id ?? null
  // The settings read never fails (SPEC §8: the app falls back to defaults): no row is the error.
  const body = isPending ? (
    <LoadingState label="Loading the features" />
  ) : !raw ? (
    <ErrorState
      title="The features could not be loaded"
      message="Every feature is treated as off until the settings can be read."
      onRetry={() => void client.invalidateQueries({ queryKey: settingsQuery.queryKey })}
    />
  ) : (
    <FeaturesForm
      row={raw as Record<string, unknown>}
      mayUpdate={can(roleId, 'features', 'update')}
    />
  )
  return (
    <SettingsFrame
      item="features"
      description="Turn parts of the product on or off for staff and investors. Changes apply as soon as you save."
    >
      {body}
    </SettingsFrame>
  )
}
