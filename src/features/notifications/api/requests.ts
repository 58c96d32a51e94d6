import { http } from '../../../lib/api'
import type {
  Notification,
  NotificationList,
  NotificationResource,
  NotificationScope,
} from './types'

const base = (scope: NotificationScope) => `/api/notifications/${scope}`

/** GET /api/notifications/{scope}: every notification, newest first. */
export async function fetchNotifications(
  scope: NotificationScope,
  signal?: AbortSignal,
): Promise<Notification[]> {
  const res = await http.get<NotificationList>(base(scope), { signal })
  return res.data.data
}

/** GET /api/notifications/{scope}/unread: the unread ones, newest first. */
export async function fetchUnreadNotifications(
  scope: NotificationScope,
  signal?: AbortSignal,
): Promise<Notification[]> {
  const res = await http.get<NotificationList>(`${base(scope)}/unread`, { signal })
  return res.data.data
}

/** POST /api/notifications/{scope}/mark-read/{id}: answers the notification, now read. */
export async function postMarkRead(scope: NotificationScope, id: string): Promise<Notification> {
  const res = await http.post<NotificationResource>(
    `${base(scope)}/mark-read/${encodeURIComponent(id)}`,
  )
  return res.data.data
}

/** POST /api/notifications/{scope}/mark-read: every notification read (204). */
export async function postMarkAllRead(scope: NotificationScope): Promise<void> {
  await http.post(`${base(scope)}/mark-read`)
}
