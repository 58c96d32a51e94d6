import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { notificationKeys } from './keys'
import type { Notification, NotificationScope } from './types'

/**
 * Edits of the cached list and unread set. Each leaves a query that is not cached yet alone
 * (its first fetch will carry the change), and never touches the server.
 */
type List = Notification[] | undefined

const listKey = (scope: NotificationScope) => notificationKeys.list(scope)
const unreadKey = (scope: NotificationScope) => notificationKeys.unread(scope)

function update(client: QueryClient, key: QueryKey, fn: (list: Notification[]) => Notification[]) {
  client.setQueryData<Notification[]>(key, (list: List) => (list ? fn(list) : list))
}

/** The notification read at `readAt` in the list, and gone from the unread set. */
export function markReadInCache(
  client: QueryClient,
  scope: NotificationScope,
  id: string,
  readAt: string,
) {
  update(client, listKey(scope), (list) =>
    list.map((n) => (n.id === id && n.read_at === null ? { ...n, read_at: readAt } : n)),
  )
  update(client, unreadKey(scope), (list) => list.filter((n) => n.id !== id))
}

/** The server's copy of a notification replaces the cached one (e.g. its real read_at). */
export function replaceInCache(client: QueryClient, scope: NotificationScope, next: Notification) {
  update(client, listKey(scope), (list) => list.map((n) => (n.id === next.id ? next : n)))
  if (next.read_at !== null) {
    update(client, unreadKey(scope), (list) => list.filter((n) => n.id !== next.id))
  }
}

/** Every cached notification read at `readAt`; nothing unread. */
export function markAllReadInCache(client: QueryClient, scope: NotificationScope, readAt: string) {
  update(client, listKey(scope), (list) =>
    list.map((n) => (n.read_at === null ? { ...n, read_at: readAt } : n)),
  )
  update(client, unreadKey(scope), () => [])
}

/**
 * A live notification goes on top of the list (and the unread set) without a refetch. A query
 * whose fetch is in flight may answer without it (the server stored it after that fetch read
 * its table), so that one is refetched instead.
 */
export function insertInCache(
  client: QueryClient,
  scope: NotificationScope,
  notification: Notification,
) {
  const keys = [listKey(scope), ...(notification.read_at === null ? [unreadKey(scope)] : [])]
  for (const key of keys) {
    if (client.getQueryState(key)?.fetchStatus === 'fetching') {
      void client.invalidateQueries({ queryKey: key, exact: true })
      continue
    }
    update(client, key, (list) =>
      list.some((n) => n.id === notification.id) ? list : [notification, ...list],
    )
  }
}

export interface CacheSnapshot {
  list: List
  unread: List
}

export function snapshotCache(client: QueryClient, scope: NotificationScope): CacheSnapshot {
  return {
    list: client.getQueryData<Notification[]>(listKey(scope)),
    unread: client.getQueryData<Notification[]>(unreadKey(scope)),
  }
}

export function restoreCache(client: QueryClient, scope: NotificationScope, snap: CacheSnapshot) {
  client.setQueryData(listKey(scope), snap.list)
  client.setQueryData(unreadKey(scope), snap.unread)
}

/** Refetch the list and the count (active queries now, the others when next used). */
export function refreshNotifications(client: QueryClient, scope: NotificationScope) {
  return client.invalidateQueries({ queryKey: notificationKeys.scope(scope) })
}
