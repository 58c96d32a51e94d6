import { ws, type WebSocketHandler } from 'msw'
import type { PusherHub } from './pusher-hub'

/**
 * Any host, both schemes: pusher-js builds `ws[s]://<wsHost>:<port>/app/<key>?protocol=7...`.
 * A RegExp, not a string with a wildcard host: msw resolves a string pattern with the URL
 * parser first, and a browser's parser turns a `*` host into `%2A`, so it matched in Node only.
 */
export const PUSHER_SOCKET_URL = /^wss?:\/\/[^/]+\/app\/([^/?#]+)/

const appKey = (url: URL) => decodeURIComponent(url.pathname.split('/')[2] ?? '')

/**
 * One link per process: msw gives every link a client manager that listens on one shared
 * BroadcastChannel and never stops, so a link per host (a test file's server each, in a
 * worker that runs many files) piled up listeners until Node warned. Each hub still gets its
 * own handler.
 */
let pusherLink: ReturnType<typeof ws.link> | null = null

/**
 * The hub behind msw's WebSocket interception. The same handlers serve `setupWorker` (msw
 * patches the page's `WebSocket`, the service worker never sees sockets) and `setupServer`
 * (patches the global `WebSocket`, which Node 20 has only with --experimental-websocket or a
 * polyfill). Add the returned handlers to the handler list next to the HTTP ones.
 */
export function pusherSocketHandlers(hub: PusherHub): WebSocketHandler[] {
  return [
    (pusherLink ??= ws.link(PUSHER_SOCKET_URL)).addEventListener('connection', ({ client }) => {
      const connection = hub.connect(
        { send: (text) => client.send(text), close: (code, reason) => client.close(code, reason) },
        { key: appKey(client.url) },
      )
      client.addEventListener('message', (event) => {
        if (typeof event.data === 'string') connection.onMessage(event.data)
      })
      client.addEventListener('close', () => connection.onClose())
    }),
  ]
}
