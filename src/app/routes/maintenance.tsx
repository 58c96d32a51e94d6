import { useQuery } from '@tanstack/react-query'
import { getConfig } from '@/lib/config'
import { currentUserQuery } from '@/lib/session'
import { useTenantSettings } from '@/lib/tenant'
import { StatusPage } from './status-page'

/** How often /maintenance asks GET /api/user whether the site is back. */
export const MAINTENANCE_POLL_MS = 10_000

/**
 * SPEC §2 maintenance page. While the flag is off it re-checks the current-user call every
 * MAINTENANCE_POLL_MS; the root layout sends the visitor to '/' as soon as that call answers
 * (200 or 401). While the flag is '1' there is nothing to wait for: the flag is build/runtime
 * config, so the page stays until it is redeployed.
 */
export function MaintenanceRoute() {
  const flagOn = getConfig().maintenanceMode === '1'
  useQuery({
    ...currentUserQuery,
    enabled: !flagOn,
    refetchInterval: flagOn ? false : MAINTENANCE_POLL_MS,
    refetchIntervalInBackground: true,
  })
  const { pageTitle, logo } = useTenantSettings()
  return (
    <StatusPage
      fullHeight
      logo={logo ? { src: logo, alt: pageTitle } : null}
      title="We’ll be back soon"
      detail={`${pageTitle} is down for scheduled maintenance. Please check back in a few minutes; this page will reload by itself when we are back.`}
    />
  )
}
