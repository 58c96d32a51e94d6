import type { Row } from '../db/db'
import { timestamp } from '../db/db'
import type { UserRow } from '../http/context'
import type { MockHost } from '../http/host'

export const GENERIC_NOTIFICATION = 'App\\Notifications\\GenericNotification'
export const USER_MODEL = 'App\\Models\\User'
/** The pusher event `.notification()` listens for (CONTRACT-FACTS 4.5). */
export const BROADCAST_NOTIFICATION_EVENT =
  'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated'
export const INVESTOR_ROLE = 5

/** SPEC §3 Notification data; extra keys travel along as Laravel's toArray() would allow. */
export interface NotificationData {
  message: string
  cta?: string | null
  icon?: string | null
  [key: string]: unknown
}

/**
 * A `notifications` row. Laravel's key is the uuid, but the mock's tables key rows by integer
 * (persistence and cross-tab sync rely on it), so the uuid lives in `uuid` and becomes `id`
 * when serialized.
 */
export interface NotificationRow extends Row {
  uuid: string
  type: string
  notifiable_type: string
  notifiable_id: number
  data: NotificationData
  read_at: string | null
  created_at: string
  updated_at: string
}

/** DatabaseNotification as Laravel serializes it (CONTRACT-FACTS 2.7): the uuid is the id. */
export type DatabaseNotification = Omit<NotificationRow, 'id' | 'uuid'> & { id: string }

export const notificationsTable = (host: MockHost) =>
  host.db.table<NotificationRow>('notifications')

export const userChannel = (userId: number) => `private-App.Models.User.${userId}`

export function serializeNotification(row: NotificationRow): DatabaseNotification {
  return {
    id: row.uuid,
    type: row.type,
    notifiable_type: row.notifiable_type,
    notifiable_id: row.notifiable_id,
    data: row.data,
    read_at: row.read_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** `$user->notify(...)` through the database and broadcast channels, sharing one uuid. */
export async function notify(
  host: MockHost,
  userId: number,
  data: NotificationData,
  type: string = GENERIC_NOTIFICATION,
): Promise<DatabaseNotification> {
  // The client reads all three keys (openapi NotificationData), so absent ones are null.
  const payload = { ...data, cta: data.cta ?? null, icon: data.icon ?? null }
  const now = timestamp(host.now())
  const row = await notificationsTable(host).insert({
    uuid: crypto.randomUUID(),
    type,
    notifiable_type: USER_MODEL,
    notifiable_id: userId,
    data: payload,
    read_at: null,
    created_at: now,
    updated_at: now,
  })
  host.realtime.publish(userChannel(userId), BROADCAST_NOTIFICATION_EVENT, {
    ...payload,
    id: row.uuid,
    type,
  })
  return serializeNotification(row)
}

export const isStaff = (user: Pick<UserRow, 'role_id'>) =>
  user.role_id !== null && user.role_id !== undefined && user.role_id !== INVESTOR_ROLE

/** Notify every staff user (any role but investor; users without a role see nothing). */
export async function notifyStaff(
  host: MockHost,
  data: NotificationData,
  type: string = GENERIC_NOTIFICATION,
): Promise<DatabaseNotification[]> {
  const staff = host.db.table<UserRow>('users').where(isStaff)
  const sent: DatabaseNotification[] = []
  for (const user of staff) sent.push(await notify(host, user.id, data, type))
  return sent
}
