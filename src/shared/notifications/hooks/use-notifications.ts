import { useCallback } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useMarkAllRead, useMarkRead } from '../api/mutations'
import { notificationsQuery, unreadQuery } from '../api/queries'
import type { Notification, NotificationScope } from '../api/types'
import { badgeLabel } from '../model/badge'

const NONE: Notification[] = []

/** The bell's badge: the unread count and its label (null = no badge). */
export function useUnreadCount(scope: NotificationScope) {
  const unread = useQuery(unreadQuery(scope))
  const count = unread.data ?? 0
  return { count, badge: badgeLabel(count), isPending: unread.isPending }
}

/**
 * The notifications panel: the list (newest first), the unread count and the two actions.
 * `markRead` does nothing for a notification already read (SPEC §4: clicking an unread one
 * marks it read); its failures are silent. Combine with useLiveNotifications for live updates.
 */
export function useNotifications(scope: NotificationScope) {
  const list = useQuery(notificationsQuery(scope))
  const { count: unreadCount, badge } = useUnreadCount(scope)
  const { mutate: markOne } = useMarkRead(scope)
  const markAll = useMarkAllRead(scope)
  const notifications = list.data ?? NONE

  const markRead = useCallback(
    (target: Notification | string) => {
      const id = typeof target === 'string' ? target : target.id
      const current = notifications.find((n) => n.id === id) ?? target
      if (typeof current !== 'string' && current.read_at !== null) return
      markOne(id)
    },
    [notifications, markOne],
  )
  const { mutate: markAllMutate } = markAll
  const markAllRead = useCallback(() => markAllMutate(), [markAllMutate])

  return {
    notifications,
    unreadCount,
    /** "N", "99+" or null (SPEC §9). */
    badge,
    /** First load: the panel shows "Loading Notifications...". */
    isLoading: list.isPending,
    isError: list.isError,
    /** Loaded and empty: "There are no Notifications.". */
    isEmpty: list.isSuccess && notifications.length === 0,
    markRead,
    markAllRead,
    isMarkingAllRead: markAll.isPending,
    markAllReadError: markAll.error,
  }
}
