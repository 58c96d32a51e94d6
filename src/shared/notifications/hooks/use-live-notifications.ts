import { useEffect, useEffectEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import {
  subscribeToUserNotifications,
  type NotificationSubscriptionOptions,
} from '@/lib/realtime/notifications'
import { insertInCache, refreshNotifications } from '../api/cache'
import type { NotificationScope } from '../api/types'
import { fromBroadcast } from '../model/from-broadcast'
import { staleOnArrival } from '../model/refreshes'
import { useRealtimeEcho } from '../realtime/realtime-context'
import { useUserEcho, type EchoFactory } from '../realtime/use-user-echo'

export interface LiveNotificationsOptions {
  /** The logged-in user (null/undefined: logged out, nothing to listen to). */
  userId: number | null | undefined
  scope: NotificationScope
  /** Without a RealtimeProvider above, the hook opens its own socket with this factory. */
  createEcho?: EchoFactory
  /** Channel auth or subscription failed (e.g. 403 once the session has ended). */
  onError?: NotificationSubscriptionOptions['onError']
}

/**
 * Keeps the scope's notification queries live (SPEC §4: updates arrive on the private channel
 * `private-App.Models.User.{id}`): each broadcast goes on top of the cached list and raises the
 * unread count with no refetch, and the lists it says changed (an investment cash-called or
 * paid: the payment tabs) are read again. Each time the channel is joined (the first join, and the
 * re-join after every reconnect) both queries are re-read: a notification created before the
 * join (the first read was answered but the channel was still authorising, or the socket was
 * down) was never pushed to this client, and the badge would stay short for the whole visit.
 * Uses the RealtimeProvider's Echo when there
 * is one (its userId should be this one), else owns an Echo for `userId`. Stops on
 * logout and unmount.
 */
export function useLiveNotifications({
  userId,
  scope,
  createEcho,
  onError,
}: LiveNotificationsOptions): void {
  const client = useQueryClient()
  const provided = useRealtimeEcho()
  const own = useUserEcho(provided === undefined ? userId : null, createEcho)
  const echo = provided === undefined ? own : provided
  // Kept out of the effect's dependencies: a new callback must not resubscribe.
  const reportError = useEffectEvent((error: unknown) => onError?.(error))

  useEffect(() => {
    if (!echo || userId === null || userId === undefined) return
    const stopEvents = subscribeToUserNotifications(
      echo,
      userId,
      (event) => {
        const notification = fromBroadcast(event, userId)
        insertInCache(client, scope, notification)
        for (const queryKey of staleOnArrival(notification.data))
          void client.invalidateQueries({ queryKey })
      },
      {
        onError: (error) => reportError(error),
        onSubscribed: () => void refreshNotifications(client, scope),
      },
    )
    return stopEvents
  }, [echo, userId, scope, client])
}
