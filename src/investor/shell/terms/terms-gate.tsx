import { needsTerms, useCurrentUser } from '@/lib/session'
import { ROLES } from '@/lib/permissions'
import { useTenantSettings } from '@/lib/tenant'
import { TermsDialog } from './terms-dialog'

/**
 * Shows the terms dialog to an investor whose accepted version is below the tenant's (SPEC §4).
 * It waits for the settings so the version accepted is the tenant's, not the default.
 */
export function TermsGate() {
  const { user } = useCurrentUser()
  const settings = useTenantSettings()
  if (!user || user.role_id !== ROLES.User || settings.isPending) return null
  if (!needsTerms(user, settings.raw)) return null
  return (
    <TermsDialog
      key={`${user.id}:${settings.terms.version}`}
      userId={user.id}
      terms={settings.terms}
    />
  )
}
