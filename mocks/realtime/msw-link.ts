import { ws, type WebSocketHandler } from 'msw'
import type { PusherHub } from './pusher-hub'

/**
 * Any host, both schemes: pusher-js builds `ws[s]://<wsHost>:<port>/app/<key>?protocol=7...`
 * and msw matches without the query string. https pages force `wss://`, so both are needed.
 */
export const PUSHER_SOCKET_URLS = ['ws://*/app/:key', 'wss://*/app/:key'] as const

/**
 * The hub behind msw's WebSocket interception. The same handlers serve `setupWorker` (msw
 * patches the page's `WebSocket`, the service worker never sees sockets) and `setupServer`
 * (patches the global `WebSocket`, which Node 20 has only with --experimental-websocket or a
 * polyfill). Add the returned handlers to the handler list next to the HTTP ones.
 */
export function pusherSocketHandlers(hub: PusherHub): WebSocketHandler[] {
  return PUSHER_SOCKET_URLS.map((url) =>
    ws.link(url).addEventListener('connection', ({ client, params }) => {
      const connection = hub.connect(
        { send: (text) => client.send(text), close: (code, reason) => client.close(code, reason) },
        { key: typeof params.key === 'string' ? params.key : undefined },
      )
      client.addEventListener('message', (event) => {
        if (typeof event.data === 'string') connection.onMessage(event.data)
      })
      client.addEventListener('close', () => connection.onClose())
    }),
  )
}
