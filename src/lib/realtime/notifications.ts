import type { PusherEcho } from './echo'

/** BroadcastNotificationCreated's payload: the notification data plus its uuid and class. */
export interface BroadcastNotification {
  id: string
  type: string
  message?: string
  cta?: string | null
  icon?: string | null
  [key: string]: unknown
}

export interface NotificationSubscriptionOptions {
  /** Channel auth or subscription failed (e.g. the session ended: 403). */
  onError?: (error: unknown) => void
  /**
   * The channel is joined: from now on every notification arrives as an event. Called when the
   * join succeeds (at once if the channel already is joined) and again after each re-join that
   * follows a reconnect. Anything sent before a join was not pushed to this client, so callers
   * re-read what they show here.
   */
  onSubscribed?: () => void
}

const userChannelName = (userId: number | string) => `App.Models.User.${userId}`

/** Several components may listen on one channel; leave it only when the last one is done. */
const listeners = new WeakMap<PusherEcho, Map<string, number>>()

function retain(echo: PusherEcho, name: string, delta: 1 | -1): number {
  let counts = listeners.get(echo)
  if (!counts) listeners.set(echo, (counts = new Map()))
  const next = (counts.get(name) ?? 0) + delta
  if (next > 0) counts.set(name, next)
  else counts.delete(name)
  return next
}

/**
 * Listen for Laravel database+broadcast notifications on the user's private channel
 * (`private-App.Models.User.{id}`). Returns the unsubscribe function.
 */
export function subscribeToUserNotifications(
  echo: PusherEcho,
  userId: number | string,
  onNotification: (notification: BroadcastNotification) => void,
  options: NotificationSubscriptionOptions = {},
): () => void {
  const name = userChannelName(userId)
  const channel = echo.private(name)
  let active = true
  const handler = (notification: BroadcastNotification) => onNotification(notification)
  channel.notification(handler)
  // Echo wraps error callbacks so they cannot be unbound; the flag silences this one instead.
  if (options.onError) channel.error((error: unknown) => active && options.onError?.(error))
  // Bound on pusher-js' channel itself: Echo's subscribed() wraps the callback, so it could
  // never be unbound.
  const joined = () => options.onSubscribed?.()
  channel.subscription.bind('pusher:subscription_succeeded', joined)
  if (channel.subscription.subscribed) joined()
  retain(echo, name, 1)
  return () => {
    if (!active) return
    active = false
    channel.stopListeningForNotification(handler)
    channel.subscription.unbind('pusher:subscription_succeeded', joined)
    if (retain(echo, name, -1) === 0) echo.leaveChannel(`private-${name}`)
  }
}

/**
 * Call `callback` each time the socket is back to 'connected' after having been connected
 * before (events sent meanwhile were lost, so callers refetch). Returns the unsubscribe.
 */
export function onReconnect(echo: PusherEcho, callback: () => void): () => void {
  const connection = echo.connector.pusher.connection
  let wasConnected = connection.state === 'connected'
  const listener = (change: { previous: string; current: string }) => {
    if (change.current !== 'connected') return
    if (wasConnected) callback()
    wasConnected = true
  }
  connection.bind('state_change', listener)
  return () => {
    connection.unbind('state_change', listener)
  }
}
