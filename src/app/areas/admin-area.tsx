import { AdminLayout } from '@/admin/shell'
import { NotificationsBell, RealtimeProvider } from '@/shared/notifications'
import { useCurrentUser } from '@/lib/session'
import { RequireStaff } from '../guards/require-portal'
import { RequireSession } from '../guards/require-session'
import { LiveSettings } from './use-live-settings'

/** The admin portal: staff only, with the admin notifications bell live over Echo. */
export function AdminArea() {
  return (
    <RequireSession>
      <RequireStaff>
        <LiveAdminLayout />
      </RequireStaff>
    </RequireSession>
  )
}

function LiveAdminLayout() {
  const { user } = useCurrentUser()
  return (
    <RealtimeProvider userId={user?.id}>
      <LiveSettings />
      <AdminLayout notifications={<NotificationsBell scope="admin" />} />
    </RealtimeProvider>
  )
}
