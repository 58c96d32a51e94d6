import { queryOptions } from '@tanstack/react-query'
import { notificationKeys } from './keys'
import { fetchNotifications, fetchUnreadNotifications } from './requests'
import type { NotificationScope } from './types'

/** The scope's notifications, newest first (the panel's list). */
export const notificationsQuery = (scope: NotificationScope) =>
  queryOptions({
    queryKey: notificationKeys.list(scope),
    queryFn: ({ signal }) => fetchNotifications(scope, signal),
  })

/**
 * The unread count (SPEC §7: the length of /unread's data). The cache keeps the unread
 * notifications themselves, not just a number, so marking the same one read twice or a live
 * event that a refetch also returned cannot miscount; `select` hands components the count.
 */
export const unreadQuery = (scope: NotificationScope) =>
  queryOptions({
    queryKey: notificationKeys.unread(scope),
    queryFn: ({ signal }) => fetchUnreadNotifications(scope, signal),
    select: (unread) => unread.length,
  })
