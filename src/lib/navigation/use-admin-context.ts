import { useMemo } from 'react'
import { useFlags } from '@/lib/flags'
import { adminNav, ADMIN_PATHS, staffLandingPage } from '@/lib/navigation'
import { useCurrentUser } from '@/lib/session'
import { useTerms } from '@/lib/terminology'

/**
 * Where a staff member with nothing in the navigation goes "home": their own password page,
 * which every staff member may open (settings-nav.ts), so the link never leads to a dead end.
 */
export const NO_AREA_HOME = `${ADMIN_PATHS.settings}/security/password-management`

/** The signed-in staff member, the tenant's flags and terms, and what they may open. */
export function useAdminContext() {
  const session = useCurrentUser()
  const flags = useFlags()
  const terms = useTerms()
  const user = session.user
  const roleId = user?.role_id ?? null
  const nav = useMemo(() => adminNav(roleId, flags, terms), [roleId, flags, terms])
  const landing = useMemo(() => staffLandingPage(roleId, flags) ?? NO_AREA_HOME, [roleId, flags])
  // The landing page is the first navigation entry (a group's first child): name it so.
  const first = nav[0]?.children?.[0] ?? nav[0]
  const landingLabel = first?.to === landing ? first.label : 'Password Management'
  return { session, user, roleId, flags, terms, nav, landing, landingLabel }
}
