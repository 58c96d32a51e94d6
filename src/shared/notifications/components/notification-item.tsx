import { useRef, type MouseEvent, type ReactNode } from 'react'
import { formatDate, relativeTime } from '@/lib/format'
import { VisuallyHidden } from '@/ui'
import type { Notification } from '../api/types'
import { isUnread } from '../model/from-broadcast'
import { notificationIcon } from '../model/icon'
import {
  StyledDot,
  StyledIconChip,
  StyledItem,
  StyledMessage,
  StyledMeta,
  StyledRowAnchor,
  StyledRowButton,
  StyledRowLink,
  StyledRowStatic,
  StyledText,
} from './item-styles'
import { NotificationGlyph } from './notification-icons'
import { notificationTarget } from './notification-target'

export interface NotificationItemProps {
  notification: Notification
  /** The time "now" for relative times (ticks while the panel is open). */
  now: number
  /** Clicked: mark it read (no-op when already read). */
  onRead: (notification: Notification) => void
  /** An in-app link was followed in this tab: the panel closes. */
  onNavigate: () => void
}

/** Plain left click: the router navigates here. Ctrl/Cmd/Shift/middle clicks open elsewhere. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * One notification (a list item): the icon for its type, message, relative time and, when
 * unread, a dot, bolder text and "Unread" for screen readers. The row is a link when the cta goes somewhere
 * (in-app, or a new tab for http(s)), a button when it only needs marking read, else plain.
 */
export function NotificationItem({ notification, now, onRead, onNavigate }: NotificationItemProps) {
  const unread = isUnread(notification)
  const icon = notificationIcon(notification.data.icon)
  const target = notificationTarget(notification.data.cta)
  const itemRef = useRef<HTMLLIElement>(null)

  const content = (
    <>
      <StyledIconChip data-icon={icon} aria-hidden="true">
        <NotificationGlyph icon={icon} />
      </StyledIconChip>
      <StyledText>
        {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
        <StyledMessage $unread={unread}>{notification.data.message}</StyledMessage>
        <StyledMeta>
          <time dateTime={notification.created_at} title={formatDate(notification.created_at)}>
            {relativeTime(notification.created_at, now)}
          </time>
          {target.kind === 'external' ? (
            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          ) : null}
        </StyledMeta>
      </StyledText>
      {unread ? <StyledDot aria-hidden="true" data-unread-dot="" /> : null}
    </>
  )

  let row: ReactNode
  if (target.kind === 'internal') {
    row = (
      <StyledRowLink
        to={target.to}
        $unread={unread}
        onClick={(event: MouseEvent) => {
          onRead(notification)
          if (isPlainClick(event)) onNavigate()
        }}
      >
        {content}
      </StyledRowLink>
    )
  } else if (target.kind === 'external') {
    row = (
      <StyledRowAnchor
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        $unread={unread}
        onClick={() => onRead(notification)}
      >
        {content}
      </StyledRowAnchor>
    )
  } else if (unread) {
    row = (
      <StyledRowButton
        type="button"
        $unread
        onClick={() => {
          // Once read, the row is no longer a button: keep focus on the item, not the body.
          itemRef.current?.focus()
          onRead(notification)
        }}
      >
        {content}
      </StyledRowButton>
    )
  } else {
    row = <StyledRowStatic $unread={false}>{content}</StyledRowStatic>
  }
  return (
    <StyledItem ref={itemRef} tabIndex={-1}>
      {row}
    </StyledItem>
  )
}
