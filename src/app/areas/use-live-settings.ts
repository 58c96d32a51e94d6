import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRealtimeEcho } from '@/shared/notifications'
import { subscribeToSettings } from '@/lib/realtime/settings-channel'
import { settingsKeys } from '@/lib/tenant'

/**
 * Issue 13: a settings change made in any tab (this user's or another staff member's) takes
 * effect in every open portal without a reload: the host's SettingsUpdated event makes the
 * settings query read again, and so do re-joins, when events may have been missed. Reading
 * again, rather than taking the event's payload, keeps one decoder for the settings row.
 */
export function useLiveSettings() {
  const echo = useRealtimeEcho()
  const client = useQueryClient()
  useEffect(() => {
    if (!echo) return
    let joinedBefore = false
    const reread = () => void client.invalidateQueries({ queryKey: settingsKeys.all })
    return subscribeToSettings(echo, reread, {
      onSubscribed: () => {
        if (joinedBefore) reread()
        joinedBefore = true
      },
    })
  }, [echo, client])
}

/** Renders nothing: listens for settings changes inside a RealtimeProvider. */
export function LiveSettings() {
  useLiveSettings()
  return null
}
