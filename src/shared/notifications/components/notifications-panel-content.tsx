import type { RefObject } from 'react'
import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { Button, EmptyState, ErrorState, LoadingState, ScrollList } from '@/ui'
import { refreshNotifications } from '../api/cache'
import { notificationKeys } from '../api/keys'
import type { NotificationScope } from '../api/types'
import { useNotifications } from '../hooks/use-notifications'
import { NotificationItem } from './notification-item'
import { BellIcon } from './notification-icons'
import {
  StyledInlineError,
  StyledList,
  StyledPanelBody,
  StyledSummary,
  StyledToolbar,
} from './panel-styles'
import { useNow } from './use-now'

export interface NotificationsPanelContentProps {
  scope: NotificationScope
  /** Where focus goes when the control holding it disappears or is disabled. */
  focusFallback: RefObject<HTMLElement | null>
  onNavigate: () => void
}

const summary = (count: number) => (count === 0 ? 'No unread notifications' : `${count} unread`)

/** The panel's toolbar and list with its loading, empty and error states (SPEC §8). */
export function NotificationsPanelContent({
  scope,
  focusFallback,
  onNavigate,
}: NotificationsPanelContentProps) {
  const client = useQueryClient()
  const now = useNow()
  const {
    notifications,
    unreadCount,
    isLoading,
    isError,
    isEmpty,
    markRead,
    markAllRead,
    markAllReadError,
  } = useNotifications(scope)
  const retrying = useIsFetching({ queryKey: notificationKeys.lists(scope) }) > 0

  const onMarkAll = () => {
    markAllRead()
    // The button is disabled at once (nothing unread): keep keyboard focus in the panel.
    focusFallback.current?.focus()
  }

  let body
  if (isLoading) {
    body = <LoadingState label="Loading Notifications..." showLabel />
  } else if (isError) {
    body = (
      <ErrorState
        title="Notifications could not be loaded"
        message="Please try again in a moment."
        onRetry={() => void refreshNotifications(client, scope)}
        retrying={retrying}
      />
    )
  } else if (isEmpty) {
    body = <EmptyState title="There are no Notifications." icon={<BellIcon />} />
  } else {
    body = (
      <ScrollList label="Notification list">
        <StyledList>
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              onRead={markRead}
              onNavigate={onNavigate}
            />
          ))}
        </StyledList>
      </ScrollList>
    )
  }

  return (
    <>
      <StyledToolbar>
        <StyledSummary aria-live="polite">
          {isLoading || isError || isEmpty ? '' : summary(unreadCount)}
        </StyledSummary>
        <Button variant="ghost" size="sm" disabled={unreadCount === 0} onClick={onMarkAll}>
          Mark all as Read
        </Button>
      </StyledToolbar>
      {markAllReadError ? (
        <StyledInlineError role="alert">
          Your notifications could not be marked as read. Please try again.
        </StyledInlineError>
      ) : null}
      <StyledPanelBody>{body}</StyledPanelBody>
    </>
  )
}
