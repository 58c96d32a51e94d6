import { defineAction, registerActions } from '../engine/actions'
import type { Router } from '../http/router'
import { authUser, type RequestContext, type UserRow } from '../http/context'
import { json, message, noContent } from '../http/responses'
import { timestamp } from '../db/db'
import {
  isStaff,
  notificationsTable,
  serializeNotification,
  USER_MODEL,
  type NotificationRow,
} from '../host/notify'
import { isoOrder } from '../engine/collation'

type Handler = (ctx: RequestContext, user: UserRow) => Response | Promise<Response>

/** `$user->notifications()`: morphMany ordered latest() first; ties keep insertion order reversed. */
function ownNotifications(ctx: RequestContext, user: UserRow): NotificationRow[] {
  return notificationsTable(ctx.host)
    .where((n) => n.notifiable_type === USER_MODEL && n.notifiable_id === user.id)
    .sort((a, b) => isoOrder(b.created_at, a.created_at) || b.id - a.id)
}

const list: Handler = (ctx, user) =>
  json({ data: ownNotifications(ctx, user).map(serializeNotification) })

const unread: Handler = (ctx, user) =>
  json({
    data: ownNotifications(ctx, user)
      .filter((n) => n.read_at === null)
      .map(serializeNotification),
  })

const markOne: Handler = async (ctx, user) => {
  const id = ctx.params.id
  const row = ownNotifications(ctx, user).find((n) => n.uuid === id)
  if (!row) {
    return message(
      404,
      `No query results for model [Illuminate\\Notifications\\DatabaseNotification] ${id}`,
    )
  }
  // markAsRead() leaves an already-read notification untouched.
  if (row.read_at !== null) return json({ data: serializeNotification(row) })
  const now = timestamp(ctx.host.now())
  const updated = await notificationsTable(ctx.host).update(row.id, {
    read_at: now,
    updated_at: now,
  })
  return json({ data: serializeNotification(updated) })
}

const markAll: Handler = async (ctx, user) => {
  const now = timestamp(ctx.host.now())
  const table = notificationsTable(ctx.host)
  for (const row of ownNotifications(ctx, user)) {
    if (row.read_at === null) await table.update(row.id, { read_at: now, updated_at: now })
  }
  return noContent()
}

/** Investors may only use the user endpoints; staff read their own notifications on both. */
function action(method: 'GET' | 'POST', path: string, handler: Handler, staffOnly: boolean) {
  return defineAction({
    method,
    path,
    may: staffOnly ? (req) => isStaff(authUser(req)) : undefined,
    handle: (req) => handler(req, authUser(req)),
  })
}

/** SPEC §7 Notifications: /api/notifications/user/* and the /admin equivalents. */
export function registerNotifications(router: Router) {
  for (const [scope, staffOnly] of [
    ['user', false],
    ['admin', true],
  ] as const) {
    const base = `/api/notifications/${scope}`
    registerActions(router, [
      action('GET', base, list, staffOnly),
      action('GET', `${base}/unread`, unread, staffOnly),
      action('POST', `${base}/mark-read`, markAll, staffOnly),
      action('POST', `${base}/mark-read/:id`, markOne, staffOnly),
    ])
  }
  return router
}
