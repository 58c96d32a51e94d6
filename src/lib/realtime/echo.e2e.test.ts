// @vitest-environment dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import axios from 'axios'
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { handle } from '@mocks/http/pipeline'
import { registerBroadcasting } from '@mocks/handlers/broadcasting'
import { notify } from '@mocks/host/notify'
import { pusherSocketHandlers } from '@mocks/realtime/msw-link'
import { addUser, loginAs, makeTestHost } from '@mocks/realtime/test-host'
import {
  createEcho,
  onReconnect,
  subscribeToUserNotifications,
  type BroadcastNotification,
  type PusherEcho,
} from './echo'

/**
 * Real laravel-echo + the pusher-js web build, msw's setupServer intercepting both the auth
 * request and the socket (happy-dom supplies the global WebSocket msw patches on Node 20).
 */
const { host, hub, router } = makeTestHost({ key: 'mock-key', secret: 'mock-secret' })
registerBroadcasting(router)
let cookies: Record<string, string> = {}
const server = setupServer(
  // Cookies are handed over directly: this test is about the socket, not the cookie jar.
  http.all('http://api.test/*', ({ request }) => handle(host, router, request, cookies)),
  ...pusherSocketHandlers(hub),
)
const api = axios.create({ baseURL: 'http://api.test', withCredentials: true })
let echo: PusherEcho | undefined

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  echo?.disconnect()
  echo = undefined
})
afterAll(() => server.close())

async function loggedInEcho() {
  const user = await addUser(host, 5)
  cookies = (await loginAs(host, user.id)).cookies
  echo = createEcho({ config: { apiMode: 'mock', pusherKey: 'mock-key' }, http: api })
  return { user, echo }
}

const channelOf = (id: number) => `private-App.Models.User.${id}`

describe('Echo over the mock Pusher hub', () => {
  it('delivers notify() to the .notification() callback', async () => {
    const { user, echo } = await loggedInEcho()
    const received: BroadcastNotification[] = []
    const stop = subscribeToUserNotifications(echo, user.id, (n) => received.push(n))
    await vi.waitFor(() => expect(hub.subscriberCount(channelOf(user.id))).toBe(1))
    expect(echo.connectionStatus()).toBe('connected')

    const sent = await notify(host, user.id, { message: 'Hello', cta: '/investor', icon: null })
    await vi.waitFor(() => expect(received).toHaveLength(1))
    expect(received[0]).toEqual({
      message: 'Hello',
      cta: '/investor',
      icon: null,
      id: sent.id,
      type: sent.type,
    })

    stop()
    await vi.waitFor(() => expect(hub.subscriberCount(channelOf(user.id))).toBe(0))
    await notify(host, user.id, { message: 'After' })
    await new Promise((r) => setTimeout(r, 50))
    expect(received).toHaveLength(1)
  })

  it('reports a refused channel through onError with the 403', async () => {
    const { user, echo } = await loggedInEcho()
    const onError = vi.fn()
    subscribeToUserNotifications(echo, user.id + 1000, () => {}, { onError })
    await vi.waitFor(() => expect(onError).toHaveBeenCalled())
    // pusher-js adds `status` only for its own HTTP errors; axios' message carries it instead.
    expect(onError.mock.calls[0][0]).toEqual({
      type: 'AuthError',
      error: 'Request failed with status code 403',
    })
    expect(hub.subscriberCount(channelOf(user.id + 1000))).toBe(0)
  })

  it('reconnects after a drop, calls onReconnect and resubscribes', async () => {
    const { user, echo } = await loggedInEcho()
    const received: BroadcastNotification[] = []
    subscribeToUserNotifications(echo, user.id, (n) => received.push(n))
    const reconnected = vi.fn()
    onReconnect(echo, reconnected)
    await vi.waitFor(() => expect(hub.subscriberCount(channelOf(user.id))).toBe(1))
    expect(reconnected).not.toHaveBeenCalled()

    hub.disconnectAll()
    await vi.waitFor(() => expect(reconnected).toHaveBeenCalledTimes(1), { timeout: 5000 })
    await vi.waitFor(() => expect(hub.subscriberCount(channelOf(user.id))).toBe(1))
    await notify(host, user.id, { message: 'Back' })
    await vi.waitFor(() => expect(received.map((n) => n.message)).toEqual(['Back']))
  })

  it('calls onSubscribed on the join, at once for a joined channel, and on each re-join', async () => {
    const { user, echo } = await loggedInEcho()
    const first = vi.fn()
    const stopFirst = subscribeToUserNotifications(echo, user.id, () => {}, {
      onSubscribed: first,
    })
    expect(first).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1))

    const second = vi.fn()
    const stopSecond = subscribeToUserNotifications(echo, user.id, () => {}, {
      onSubscribed: second,
    })
    expect(second).toHaveBeenCalledTimes(1)

    stopSecond()
    hub.disconnectAll()
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(2), { timeout: 5000 })
    expect(second).toHaveBeenCalledTimes(1)
    stopFirst()
  })
})
