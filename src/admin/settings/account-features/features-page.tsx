import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { SettingsRowPage } from '@/admin/settings/components/settings-row-page'
import { FeaturesForm } from './features-form'

/** /admin/settings/account/features: the tenant's feature flags (SPEC §3). */
export function FeaturesPage() {
  const roleId = useCurrentUser().user?.role_id ?? null
  return (
    // The settings read never fails (SPEC §8: the app falls back to defaults): no row is the error.
    <SettingsRowPage
      item="features"
      description="Turn parts of the product on or off for staff and investors. Changes apply as soon as you save."
      what="the features"
      loading="Loading the features"
      failure={{
        title: 'The features could not be loaded',
        message: 'Every feature is treated as off until the settings can be read.',
      }}
    >
      {(row) => <FeaturesForm row={row} mayUpdate={can(roleId, 'features', 'update')} />}
    </SettingsRowPage>
  )
}
