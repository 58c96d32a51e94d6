import type { BroadcastNotification } from '@/lib/realtime/notifications'
import type { Notification } from '../api/types'

/** Laravel's morph type for the notifiable of a user's notifications. */
export const USER_MODEL = 'App\\Models\\User'

/**
 * The list item for a notification that arrived over the socket. Laravel broadcasts the data
 * plus the uuid and class but no timestamps, so created_at is the moment it arrived (the next
 * refetch brings the server's own).
 */
export function fromBroadcast(
  event: BroadcastNotification,
  userId: number,
  receivedAt: string = new Date().toISOString(),
): Notification {
  const { id, type, message, cta, icon, ...extra } = event
  return {
    id,
    type,
    notifiable_type: USER_MODEL,
    notifiable_id: userId,
    data: {
      ...extra,
      message: typeof message === 'string' ? message : '',
      cta: cta ?? null,
      icon: icon ?? null,
    },
    read_at: null,
    created_at: receivedAt,
    updated_at: receivedAt,
  }
}

export const isUnread = (notification: Pick<Notification, 'read_at'>) =>
  notification.read_at === null
