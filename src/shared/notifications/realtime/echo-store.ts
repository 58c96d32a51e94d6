import type { PusherEcho } from '@/lib/realtime/echo'

/** Holds the current Echo instance so components can read it with useSyncExternalStore. */
export interface EchoStore {
  get: () => PusherEcho | null
  set: (echo: PusherEcho | null) => void
  subscribe: (listener: () => void) => () => void
}

export function createEchoStore(): EchoStore {
  let current: PusherEcho | null = null
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    set(echo) {
      if (echo === current) return
      current = echo
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
