import type { AxiosInstance } from 'axios'
import type { ChannelAuthorizationCallback, ChannelAuthorizerGenerator } from 'pusher-js'

/** `{auth, channel_data?, shared_secret?}`; pusher-js does not export the type by name. */
type ChannelAuthorizationData = NonNullable<Parameters<ChannelAuthorizationCallback>[1]>

/** The runtime-config keys realtime reads (DESIGN "Runtime configuration"). */
export interface RealtimeConfig {
  apiMode?: string
  pusherKey: string
  pusherCluster?: string | null
  pusherHost?: string | null
  pusherPort?: number | string | null
  pusherTLS?: boolean | string | null
}

/** Mock mode's socket host: msw intercepts it, and it resolves nowhere should msw be off. */
export const MOCK_WS_HOST = 'ws-mock.pusher.local'
export const BROADCAST_AUTH_PATH = '/api/broadcasting/auth'

function flag(value: boolean | string | null | undefined, fallback: boolean): boolean {
  if (value === null || value === undefined || value === '') return fallback
  if (typeof value === 'boolean') return value
  return !/^(0|false|no|off)$/i.test(value.trim())
}

/** wsHost/wsPort/forceTLS for a self-hosted server (Reverb, soketi, the mock); else Pusher's. */
export function socketOptions(config: RealtimeConfig) {
  const mock = config.apiMode === 'mock'
  const host = config.pusherHost || (mock ? MOCK_WS_HOST : '')
  if (!host) return {}
  const forceTLS = flag(config.pusherTLS, !mock)
  const port = Number(config.pusherPort) || undefined
  return { wsHost: host, wsPort: port ?? 80, wssPort: port ?? 443, forceTLS }
}

/**
 * Sanctum SPA channel auth (CONTRACT-FACTS 4.3): pusher-js' own request would go without
 * cookies to a cross-origin API, so the app's axios instance posts instead.
 */
export function axiosAuthorizer(http: Pick<AxiosInstance, 'post'>): ChannelAuthorizerGenerator {
  return (channel) => ({
    authorize(socketId, callback) {
      http
        .post<ChannelAuthorizationData>(BROADCAST_AUTH_PATH, {
          socket_id: socketId,
          channel_name: channel.name,
        })
        .then((response) => callback(null, response.data))
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
        )
    },
  })
}
