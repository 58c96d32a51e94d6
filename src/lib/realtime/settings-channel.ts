import type { PusherEcho } from './echo'

/**
 * The tenant's settings channel, public as a Laravel host would declare it (no
 * routes/channels.php entry: anyone may listen, the payload holds nothing that GET
 * /api/branding/1 does not already give without a session). The host broadcasts
 * `App\Events\SettingsUpdated` after every write to the settings row, so every open tab of
 * both portals re-reads the settings: the theme, words, flags and terms follow at once.
 * The mock (mocks/handlers/settings.ts) reads the same names from here.
 */
export const SETTINGS_CHANNEL = 'settings'
export const SETTINGS_UPDATED = 'App\\Events\\SettingsUpdated'

/** Listen for settings changes; `onSubscribed` also fires after a re-join (changes may be missed). */
export function subscribeToSettings(
  echo: PusherEcho,
  onUpdated: () => void,
  options: { onSubscribed?: () => void } = {},
): () => void {
  const channel = echo.channel(SETTINGS_CHANNEL)
  const updated = () => onUpdated()
  channel.listen(`.${SETTINGS_UPDATED}`, updated)
  const joined = () => options.onSubscribed?.()
  channel.subscription.bind('pusher:subscription_succeeded', joined)
  return () => {
    channel.stopListening(`.${SETTINGS_UPDATED}`, updated)
    channel.subscription.unbind('pusher:subscription_succeeded', joined)
    echo.leaveChannel(SETTINGS_CHANNEL)
  }
}
