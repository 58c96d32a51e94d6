import { createContext, useContext } from 'react'
import type { PusherEcho } from '@/lib/realtime/echo'

/** null: no RealtimeProvider above; `{echo: null}`: provider present, nobody logged in. */
export const RealtimeContext = createContext<{ echo: PusherEcho | null } | null>(null)

/**
 * The Echo instance of the nearest RealtimeProvider: null while logged out, undefined when
 * there is no provider at all.
 */
export function useRealtimeEcho(): PusherEcho | null | undefined {
  const value = useContext(RealtimeContext)
  return value === null ? undefined : value.echo
}
