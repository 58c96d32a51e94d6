import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  markAllReadInCache,
  markReadInCache,
  refreshNotifications,
  replaceInCache,
  restoreCache,
  snapshotCache,
} from './cache'
import { notificationKeys } from './keys'
import { postMarkAllRead, postMarkRead } from './requests'
import type { Notification, NotificationScope } from './types'

const now = () => new Date().toISOString()

/**
 * onMutate cancels the scope's fetches so a stale answer cannot undo the optimistic edit; a
 * first load cancelled that way is left with no data and nothing to refetch it (the badge
 * would stay empty), so once the write is done those queries load again.
 */
function reloadUnloaded(client: QueryClient, scope: NotificationScope) {
  return client.invalidateQueries({
    queryKey: notificationKeys.scope(scope),
    predicate: (query) => query.state.data === undefined,
  })
}

/**
 * Mark one notification read (SPEC §4). Optimistic: the item gets a read_at and the unread
 * count drops at once. A failure is ignored silently (SPEC §8): the request's error is
 * swallowed, so the mutation never enters an error state (nor reaches a global onError
 * toast), and a refetch puts back whatever the server really holds.
 */
export function useMarkRead(scope: NotificationScope) {
  const client = useQueryClient()
  return useMutation({
    mutationKey: [...notificationKeys.scope(scope), 'mark-read'],
    mutationFn: async (id: string): Promise<Notification | null> => {
      try {
        return await postMarkRead(scope, id)
      } catch {
        return null
      }
    },
    onMutate: async (id) => {
      // A refetch in flight would answer with the item still unread and undo the change.
      await client.cancelQueries({ queryKey: notificationKeys.scope(scope) })
      markReadInCache(client, scope, id, now())
    },
    onSuccess: (notification) => {
      if (notification) {
        replaceInCache(client, scope, notification)
        void reloadUnloaded(client, scope)
      } else void refreshNotifications(client, scope)
    },
  })
}

/**
 * Mark every notification read: all items get a read_at and the count is 0 at once. On
 * failure the previous cache comes back, a refetch reconciles, and the error stays on the
 * mutation for the caller to show if it wants to (SPEC names no message for it).
 */
export function useMarkAllRead(scope: NotificationScope) {
  const client = useQueryClient()
  return useMutation({
    mutationKey: [...notificationKeys.scope(scope), 'mark-all-read'],
    mutationFn: () => postMarkAllRead(scope),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: notificationKeys.scope(scope) })
      const snapshot = snapshotCache(client, scope)
      markAllReadInCache(client, scope, now())
      return snapshot
    },
    onSuccess: () => void reloadUnloaded(client, scope),
    onError: (_error, _vars, snapshot) => {
      if (snapshot) restoreCache(client, scope, snapshot)
      void refreshNotifications(client, scope)
    },
  })
}
