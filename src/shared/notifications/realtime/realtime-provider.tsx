import { useMemo, type ReactNode } from 'react'
import { RealtimeContext } from './realtime-context'
import { useUserEcho, type EchoFactory } from './use-user-echo'

export interface RealtimeProviderProps {
  /** The logged-in user's id; null/undefined (logged out) closes the socket. */
  userId: number | null | undefined
  /** Replaces the app's Echo factory (tests, another broadcaster set-up). */
  createEcho?: EchoFactory
  children?: ReactNode
}

/**
 * Owns the one Echo connection of the logged-in user, shared by everything below it that
 * listens (useLiveNotifications, other features' channels). Place it inside the
 * QueryClientProvider and render it only after boot (the app already does: boot starts the
 * mock before render).
 */
export function RealtimeProvider({ userId, createEcho, children }: RealtimeProviderProps) {
  const echo = useUserEcho(userId, createEcho)
  const value = useMemo(() => ({ echo }), [echo])
  return <RealtimeContext value={value}>{children}</RealtimeContext>
}
