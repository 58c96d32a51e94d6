import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { useTenantSettings } from '@/lib/tenant'
import { SettingsRowPage } from '@/admin/settings/components/settings-row-page'
import { BrandingForm } from './branding-form'

/** /admin/settings/account: the tenant's colours, logos, favicon, page title and home link. */
export function BrandingPage() {
  const view = useTenantSettings()
  const roleId = useCurrentUser().user?.role_id ?? null
  return (
    <SettingsRowPage
      item="branding"
      description="Your colours, logos and page title, as investors and staff see them in both portals."
      what="the branding"
      fallback="The portals are showing the default look until it can be read."
    >
      {/* Values are read from the row once per visit: a save elsewhere must not wipe what is typed. */}
      {() => <BrandingForm view={view} mayUpdate={can(roleId, 'branding', 'update')} />}
    </SettingsRowPage>
  )
}
