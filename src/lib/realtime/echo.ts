import Echo from 'laravel-echo'
import type { AxiosInstance } from 'axios'
import PusherWeb from 'pusher-js/dist/web/pusher.js'
import { axiosAuthorizer, socketOptions, type RealtimeConfig } from './options'

export {
  onReconnect,
  subscribeToUserNotifications,
  type BroadcastNotification,
  type NotificationSubscriptionOptions,
} from './notifications'
export {
  axiosAuthorizer,
  BROADCAST_AUTH_PATH,
  MOCK_WS_HOST,
  socketOptions,
  type RealtimeConfig,
} from './options'

export type PusherEcho = Echo<'pusher'>
type PusherClass = typeof PusherWeb

export interface CreateEchoOptions {
  config: RealtimeConfig
  /** The app's axios instance: API base URL, credentials and the XSRF header. */
  http: Pick<AxiosInstance, 'post'>
  /**
   * The pusher-js build. Defaults to the web build, named explicitly because the package's
   * Node build (what Node resolves `pusher-js` to) opens sockets with faye-websocket, which
   * msw cannot intercept. A DOM-less caller may pass `pusher-js/worker` instead.
   */
  Pusher?: PusherClass
}

export function createEcho({ config, http, Pusher = PusherWeb }: CreateEchoOptions): PusherEcho {
  return new Echo({
    broadcaster: 'pusher',
    key: config.pusherKey,
    // pusher-js 8 throws without a cluster, even when wsHost points elsewhere.
    cluster: config.pusherCluster || 'eu',
    Pusher,
    ...socketOptions(config),
    // No HTTP fallbacks: they would go to sockjs-<cluster>.pusher.com, past the mock.
    enabledTransports: ['ws', 'wss'],
    authorizer: axiosAuthorizer(http),
    // Echo's interceptors only look for global axios/Vue/jQuery/Turbo, which this app lacks.
    withoutInterceptors: true,
  })
}
