import { InvestorLayout } from '@/investor/shell'
import { NotificationsBell, RealtimeProvider } from '@/shared/notifications'
import { VerifyEmailNotice } from '@/shared/session'
import { useCurrentUser } from '@/lib/session'
import { RequireInvestor } from '../guards/require-portal'
import { RequireSession } from '../guards/require-session'
import { LiveSettings } from './use-live-settings'

/** The investor portal: a session, the investor role, notifications live over Echo. */
export function InvestorArea() {
  return (
    <RequireSession>
      <RequireInvestor>
        <LiveInvestorLayout />
      </RequireInvestor>
    </RequireSession>
  )
}

function LiveInvestorLayout() {
  const { user } = useCurrentUser()
  return (
    <RealtimeProvider userId={user?.id}>
      <LiveSettings />
      <InvestorLayout
        notifications={<NotificationsBell scope="user" />}
        unverified={<VerifyEmailNotice />}
      />
    </RealtimeProvider>
  )
}
