import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react'
import { http } from '@/lib/api'
import { getConfig } from '@/lib/config'
import { whenIdle } from '@/lib/idle'
import type { PusherEcho } from '@/lib/realtime/echo'
import { createEchoStore } from './echo-store'

/**
 * Makes the Echo client for a logged-in user, or a promise of it (its code may load first):
 * null when `cancelled` was aborted meanwhile (logged out, unmounted), so no socket opens.
 */
export type EchoFactory = (
  userId: number,
  cancelled: AbortSignal,
) => PusherEcho | Promise<PusherEcho | null>

/**
 * The app's Echo: runtime config and the app's axios instance (cookies + XSRF for channel
 * auth). Called from an effect, so only after boot: config is loaded and, in mock mode, msw
 * already intercepts the socket. pusher-js and Echo (~135 kB before compression) are loaded
 * here, once the page is idle: not with the portal's first chunks (issue 9), and not while the
 * first page is still fetching and rendering its figures (compiling them would hold those up).
 */
export const defaultEchoFactory: EchoFactory = async (_, cancelled) => {
  await whenIdle({ signal: cancelled })
  const { createEcho } = await import('@/lib/realtime/echo')
  return cancelled.aborted ? null : createEcho({ config: getConfig(), http })
}

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
  const connect = useEffectEvent((id: number, cancelled: AbortSignal) => factory(id, cancelled))
  useEffect(() => {
    if (userId === null || userId === undefined) return
    let instance: PusherEcho | null = null
    const ended = new AbortController()
    const made = connect(userId, ended.signal)
    const use = (echo: PusherEcho | null) => {
      if (!echo) return
      if (ended.signal.aborted) return echo.disconnect()
      instance = echo
      store.set(echo)
    }
    if (made instanceof Promise)
      made.then(use, (e: unknown) => console.warn('Realtime updates are unavailable:', e))
    else use(made)
    return () => {
      ended.abort()
      store.set(null)
      instance?.disconnect()
    }
  }, [userId, store])
  return echo
}
