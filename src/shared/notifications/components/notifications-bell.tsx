import { useId, useState } from 'react'
import styled from 'styled-components'
import { useCurrentUser } from '@/lib/session'
import { Badge, IconButton } from '@/ui'
import type { NotificationScope } from '../api/types'
import { useLiveNotifications } from '../hooks/use-live-notifications'
import { useUnreadCount } from '../hooks/use-notifications'
import { BellIcon } from './notification-icons'
import { NotificationsPanel } from './notifications-panel'

export interface NotificationsBellProps {
  /** 'user' for the investor portal, 'admin' for staff (/api/notifications/admin). */
  scope: NotificationScope
}

/** "Notifications", or with the badge's wording: "Notifications, 3 unread", "…, 99+ unread". */
export const bellLabel = (badge: string | null) =>
  badge === null ? 'Notifications' : `Notifications, ${badge} unread`

/**
 * SPEC §2: the bell that opens the Notifications panel, with the unread badge (SPEC §9), kept
 * live over the user's private channel. Renders nothing until someone is logged in, so it
 * never asks the API for a session it does not have.
 */
export function NotificationsBell({ scope }: NotificationsBellProps) {
  const { user } = useCurrentUser()
  if (!user) return null
  return <Bell scope={scope} userId={user.id} />
}

function Bell({ scope, userId }: NotificationsBellProps & { userId: number }) {
  useLiveNotifications({ userId, scope })
  const { count, badge } = useUnreadCount(scope)
  const [open, setOpen] = useState(false)
  const panelId = useId()

  return (
    <StyledBell>
      <IconButton
        aria-label={bellLabel(badge)}
        icon={<BellIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Only while the panel exists: an id that points at nothing is an error.
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(true)}
      />
      {badge === null ? null : (
        <StyledBadgeSlot aria-hidden="true" data-testid="notifications-badge">
          <Badge count={count} />
        </StyledBadgeSlot>
      )}
      <NotificationsPanel id={panelId} scope={scope} open={open} onClose={() => setOpen(false)} />
    </StyledBell>
  )
}

const StyledBell = styled.span`
  position: relative;
  display: inline-flex;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

/** Over the bell's top-right corner, ringed in the surface colour to stand off the glyph. */
const StyledBadgeSlot = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colours.surface};
  transform: translate(25%, -15%);
  pointer-events: none;
`
