import { useQueryClient } from '@tanstack/react-query'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { settingsQuery, useTenantSettings } from '@/lib/tenant'
import { ErrorState, LoadingState } from '@/ui'
import { SettingsFrame } from '../components/settings-frame'
import { BrandingForm } from './branding-form'

/** /admin/settings/account: the tenant's colours, logos, favicon, page title and home link. */
export function BrandingPage() {
  const view = useTenantSettings()
  const client = useQueryClient()
  const roleId = useCurrentUser().user?.role_id ?? null
  // The settings read never fails (SPEC §8: the app falls back to defaults): no row is the error.
  const body = view.isPending ? (
    <LoadingState label="Loading the branding" />
  ) : !view.raw ? (
    <ErrorState
      title="The branding could not be loaded"
      message="The portals are showing the default look until it can be read."
      onRetry={() => void client.invalidateQueries({ queryKey: settingsQuery.queryKey })}
    />
  ) : (
    // Values are read from the row once per visit: a save elsewhere must not wipe what is typed.
    <BrandingForm view={view} mayUpdate={can(roleId, 'branding', 'update')} />
  )
  return (
    <SettingsFrame
      item="branding"
      description="Your colours, logos and page title, as investors and staff see them in both portals."
    >
      {body}
    </SettingsFrame>
  )
}
