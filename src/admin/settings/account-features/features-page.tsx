import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { SettingsRowPage } from '@/admin/settings/components/settings-row-page'
import { FeaturesForm } from './features-form'

/** /admin/settings/account/features: the tenant's feature flags (SPEC §3). */
export function FeaturesPage() {
  const roleId = useCurrentUser().user?.role_id ?? null
  return (
    <SettingsRowPage
      item="features"
      description="Turn parts of the product on or off for staff and investors. Changes apply as soon as you save."
      what="the features"
      fallback="Every feature is treated as off until the settings can be read."
    >
      {(row) => <FeaturesForm row={row} mayUpdate={can(roleId, 'features', 'update')} />}
    </SettingsRowPage>
  )
}
