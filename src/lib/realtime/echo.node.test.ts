import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import axios from 'axios'
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { WebSocket as NodeWebSocket } from 'ws'
import { handle } from '@mocks/http/pipeline'
import { registerBroadcasting } from '@mocks/handlers/broadcasting'
import { notify } from '@mocks/host/notify'
import { pusherSocketHandlers } from '@mocks/realtime/msw-link'
import { addUser, loginAs, makeTestHost } from '@mocks/realtime/test-host'
import type { BroadcastNotification } from './notifications'

/**
 * The same flow in the plain Node environment (no DOM): Node 20 has no global WebSocket for
 * msw to patch, so `ws` stands in for it (msw never opens it, its override answers instead),
 * and pusher-js' worker build, which needs `self`, replaces the web build.
 */
const { host, hub, router } = makeTestHost({ key: 'mock-key', secret: 'mock-secret' })
registerBroadcasting(router)
let cookies: Record<string, string> = {}
const server = setupServer(
  http.all('http://api.test/*', ({ request }) => handle(host, router, request, cookies)),
  ...pusherSocketHandlers(hub),
)

const g = globalThis as unknown as Record<string, unknown>
const added: string[] = []
const { addEventListener } = EventTarget.prototype
beforeAll(() => {
  for (const [name, value] of [
    ['self', globalThis],
    ['WebSocket', NodeWebSocket],
  ] as const) {
    if (g[name] === undefined) {
      g[name] = value
      added.push(name)
    }
  }
  server.listen({ onUnhandledRequest: 'error' })
  // pusher-js unbinds with `socket.onopen = undefined`; msw's WebSocket stand-in turns that
  // setter into addEventListener(undefined), which Node warns about on every connection (a
  // browser's setter just clears the handler). Dropping undefined listeners keeps npm test quiet.
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (listener != null) addEventListener.call(this, type, listener, options)
  }
})
afterAll(() => {
  EventTarget.prototype.addEventListener = addEventListener
  server.close()
  for (const name of added) delete g[name]
})

it('delivers a notification with the worker build in Node', async () => {
  const { default: PusherWorker } = await import('pusher-js/worker')
  const { createEcho, subscribeToUserNotifications } = await import('./echo')
  const user = await addUser(host, 5)
  cookies = (await loginAs(host, user.id)).cookies
  const api = axios.create({ baseURL: 'http://api.test', adapter: 'fetch' })
  const echo = createEcho({
    config: { apiMode: 'mock', pusherKey: 'mock-key' },
    http: api,
    Pusher: PusherWorker,
  })
  const received: BroadcastNotification[] = []
  subscribeToUserNotifications(echo, user.id, (n) => received.push(n))
  await vi.waitFor(() => expect(hub.subscriberCount(`private-App.Models.User.${user.id}`)).toBe(1))
  await notify(host, user.id, { message: 'From Node' })
  await vi.waitFor(() => expect(received.map((n) => n.message)).toEqual(['From Node']))
  echo.disconnect()
})
