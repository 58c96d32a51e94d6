import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react'
import { http } from '../../../lib/api'
import { getConfig } from '../../../lib/config'
import { createEcho, type PusherEcho } from '../../../lib/realtime/echo'
import { createEchoStore } from './echo-store'

/** Makes the Echo client for a logged-in user. */
export type EchoFactory = (userId: number) => PusherEcho

/**
 * The app's Echo: runtime config and the app's axios instance (cookies + XSRF for channel
 * auth). Called from an effect, so only after boot: config is loaded and, in mock mode, msw
 * already intercepts the socket.
 */
export const defaultEchoFactory: EchoFactory = () => createEcho({ config: getConfig(), http })

/**
 * One Echo instance (one socket) per logged-in user: created when `userId` is set,
 * disconnected when it changes, turns null/undefined (logout) or the component unmounts.
 */
export function useUserEcho(
  userId: number | null | undefined,
  factory: EchoFactory = defaultEchoFactory,
): PusherEcho | null {
  const [store] = useState(createEchoStore)
  const echo = useSyncExternalStore(store.subscribe, store.get, store.get)
  // The factory is read when connecting; a new function identity must not reconnect.
  const connect = useEffectEvent((id: number) => factory(id))
  useEffect(() => {
    if (userId === null || userId === undefined) return
    const instance = connect(userId)
    store.set(instance)
    return () => {
      store.set(null)
      instance.disconnect()
    }
  }, [userId, store])
  return echo
}
