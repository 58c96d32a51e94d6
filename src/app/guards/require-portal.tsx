import type { ReactNode } from 'react'
import { Navigate, Outlet } from 'react-router-dom'
import { useFlags } from '@/lib/flags'
import { staffLandingPage } from '@/lib/navigation'
import { isStaff } from '@/lib/permissions'
import { ADMIN_HOME, INVESTOR_HOME, useCurrentUser } from '@/lib/session'

/** Role 5 (and a user without a role) never sees the admin portal (SPEC §6). */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const { user } = useCurrentUser()
  if (!isStaff(user?.role_id)) return <Navigate to={INVESTOR_HOME} replace />
  return children ?? <Outlet />
}

/**
 * The investor portal is the investors' (SPEC §1): staff who open it are taken to their own
 * landing page instead of a portal whose calls their role is not scoped for.
 */
export function RequireInvestor({ children }: { children?: ReactNode }) {
  const { user } = useCurrentUser()
  const flags = useFlags()
  if (isStaff(user?.role_id)) {
    return <Navigate to={staffLandingPage(user?.role_id, flags) ?? ADMIN_HOME} replace />
  }
  return children ?? <Outlet />
}
