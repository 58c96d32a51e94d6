import { decodeList, decodeRecord, http } from '@/lib/api'
import type { Notification, NotificationScope } from './types'

const base = (scope: NotificationScope) => `/api/notifications/${scope}`

/** GET /api/notifications/{scope}: every notification, newest first. */
export async function fetchNotifications(
  scope: NotificationScope,
  signal?: AbortSignal,
): Promise<Notification[]> {
  const res = await http.get<unknown>(base(scope), { signal })
  return decodeList<Notification>(res.data, 'the notifications')
}

/** GET /api/notifications/{scope}/unread: the unread ones, newest first. */
export async function fetchUnreadNotifications(
  scope: NotificationScope,
  signal?: AbortSignal,
): Promise<Notification[]> {
  const res = await http.get<unknown>(`${base(scope)}/unread`, { signal })
  return decodeList<Notification>(res.data, 'the unread notifications')
}

/** POST /api/notifications/{scope}/mark-read/{id}: answers the notification, now read. */
export async function postMarkRead(scope: NotificationScope, id: string): Promise<Notification> {
  const res = await http.post<unknown>(`${base(scope)}/mark-read/${encodeURIComponent(id)}`)
  return decodeRecord<Notification>(res.data, 'the notification')
}

/** POST /api/notifications/{scope}/mark-read: every notification read (204). */
export async function postMarkAllRead(scope: NotificationScope): Promise<void> {
  await http.post(`${base(scope)}/mark-read`)
}
