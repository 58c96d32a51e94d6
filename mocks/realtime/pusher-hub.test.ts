import { describe, expect, it, vi } from 'vitest'
import { PusherHub, signChannel, type HubConnection } from './pusher-hub'

const creds = { key: 'app-key', secret: 'app-secret' }

interface Frame {
  event: string
  channel?: string
  data?: string
}

function fakeSocket(hub: PusherHub, key?: string) {
  const frames: Frame[] = []
  const closed: { code: number; reason: string }[] = []
  const conn: HubConnection = hub.connect(
    {
      send: (text) => frames.push(JSON.parse(text) as Frame),
      close: (code, reason) => closed.push({ code, reason }),
    },
    key === undefined ? {} : { key },
  )
  const send = (event: string, data: unknown, channel?: string) =>
    conn.onMessage(JSON.stringify({ event, data, ...(channel ? { channel } : {}) }))
  return { frames, closed, conn, send, last: () => frames[frames.length - 1] }
}

const settle = () => new Promise((r) => setTimeout(r, 10))
const parsed = (f: Frame | undefined) => JSON.parse(f?.data ?? 'null') as Record<string, unknown>

async function authFor(socketId: string, channel: string, channelData?: string) {
  return `${creds.key}:${await signChannel(creds.secret, socketId, channel, channelData)}`
}

describe('PusherHub', () => {
  it('sends connection_established with a Pusher socket id and activity timeout', () => {
    const s = fakeSocket(new PusherHub(creds))
    expect(s.frames[0].event).toBe('pusher:connection_established')
    const data = parsed(s.frames[0])
    expect(data.socket_id).toMatch(/^\d+\.\d+$/)
    expect(data.socket_id).toBe(s.conn.socketId)
    expect(data.activity_timeout).toBe(120)
  })

  it('answers pusher:ping with pusher:pong', async () => {
    const s = fakeSocket(new PusherHub(creds))
    s.send('pusher:ping', {})
    await settle()
    expect(s.last().event).toBe('pusher:pong')
  })

  it('subscribes a public channel without auth', async () => {
    const s = fakeSocket(new PusherHub(creds))
    s.send('pusher:subscribe', { channel: 'news', auth: '' })
    await settle()
    expect(s.last()).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'news',
      data: '{}',
    })
  })

  it('accepts a private subscription signed with the app secret', async () => {
    const s = fakeSocket(new PusherHub(creds))
    const channel = 'private-App.Models.User.1'
    s.send('pusher:subscribe', { channel, auth: await authFor(s.conn.socketId, channel) })
    await vi.waitFor(() =>
      expect(s.last()).toMatchObject({ event: 'pusher_internal:subscription_succeeded', channel }),
    )
  })

  it.each([
    [
      'a wrong secret',
      async (id: string, ch: string) => `${creds.key}:${await signChannel('nope', id, ch)}`,
    ],
    ['another socket id', async (_: string, ch: string) => authFor('1.2', ch)],
    [
      'a wrong key',
      async (id: string, ch: string) => `other:${await signChannel(creds.secret, id, ch)}`,
    ],
    ['no auth', async () => ''],
  ])('rejects a private subscription with %s', async (_label, makeAuth) => {
    const hub = new PusherHub(creds)
    const s = fakeSocket(hub)
    const channel = 'private-App.Models.User.1'
    s.send('pusher:subscribe', { channel, auth: await makeAuth(s.conn.socketId, channel) })
    await vi.waitFor(() =>
      expect(s.last()).toMatchObject({ event: 'pusher:subscription_error', channel }),
    )
    expect(parsed(s.last())).toMatchObject({ type: 'AuthError', status: 401 })
    hub.publish(channel, 'x', {})
    expect(s.last().event).toBe('pusher:subscription_error')
  })

  it('publishes only to subscribers of the channel, with data as a JSON string', async () => {
    const hub = new PusherHub(creds)
    const a = fakeSocket(hub)
    const b = fakeSocket(hub)
    const channel = 'private-App.Models.User.1'
    a.send('pusher:subscribe', { channel, auth: await authFor(a.conn.socketId, channel) })
    b.send('pusher:subscribe', { channel: 'news', auth: '' })
    // The signature check is asynchronous (WebCrypto): on a busy machine it can outlast a tick.
    await vi.waitFor(() => expect(hub.subscriberCount(channel)).toBe(1))
    await vi.waitFor(() => expect(hub.subscriberCount('news')).toBe(1))
    const before = b.frames.length
    hub.publish(channel, 'Some\\Event', { n: 1 })
    expect(a.last()).toEqual({ event: 'Some\\Event', channel, data: '{"n":1}' })
    expect(b.frames).toHaveLength(before)
    expect(hub.subscriberCount(channel)).toBe(1)
  })

  it('stops delivering after unsubscribe and after close', async () => {
    const hub = new PusherHub(creds)
    const a = fakeSocket(hub)
    a.send('pusher:subscribe', { channel: 'news', auth: '' })
    await settle()
    a.send('pusher:unsubscribe', { channel: 'news' })
    await settle()
    const count = a.frames.length
    hub.publish('news', 'e', {})
    expect(a.frames).toHaveLength(count)
    a.conn.onClose()
    expect(hub.connectionCount).toBe(0)
  })

  it('keeps presence members and tells the others who joined and left', async () => {
    const hub = new PusherHub(creds)
    const channel = 'presence-room'
    const join = async (s: ReturnType<typeof fakeSocket>, id: number) => {
      const channelData = JSON.stringify({ user_id: id, user_info: { name: `U${id}` } })
      const auth = await authFor(s.conn.socketId, channel, channelData)
      s.send('pusher:subscribe', { channel, auth, channel_data: channelData })
      await vi.waitFor(() =>
        expect(s.frames.map((f) => f.event)).toContain('pusher_internal:subscription_succeeded'),
      )
    }
    const a = fakeSocket(hub)
    const b = fakeSocket(hub)
    await join(a, 1)
    await join(b, 2)
    expect(parsed(b.last())).toEqual({
      presence: { ids: ['1', '2'], hash: { 1: { name: 'U1' }, 2: { name: 'U2' } }, count: 2 },
    })
    expect(a.last()).toMatchObject({ event: 'pusher_internal:member_added', channel })
    b.conn.onClose()
    expect(a.last()).toMatchObject({ event: 'pusher_internal:member_removed' })
    expect(parsed(a.last())).toEqual({ user_id: '2' })
  })

  it('relays client events to the other members of a private channel', async () => {
    const hub = new PusherHub(creds)
    const channel = 'private-chat'
    const a = fakeSocket(hub)
    const b = fakeSocket(hub)
    for (const s of [a, b]) {
      s.send('pusher:subscribe', { channel, auth: await authFor(s.conn.socketId, channel) })
    }
    // The signature check is async (WebCrypto): on a busy machine it outlasts a fixed pause.
    const subscribed = (s: typeof a) =>
      s.frames.some((f) => f.event === 'pusher_internal:subscription_succeeded')
    await vi.waitFor(() => expect(subscribed(a) && subscribed(b)).toBe(true))
    const count = a.frames.length
    a.send('client-typing', { who: 'a' }, channel)
    await vi.waitFor(() =>
      expect(b.last()).toEqual({ event: 'client-typing', channel, data: '{"who":"a"}' }),
    )
    await settle()
    expect(a.frames).toHaveLength(count)
  })

  it('refuses an unknown app key with 4001', () => {
    const hub = new PusherHub(creds)
    const s = fakeSocket(hub, 'wrong')
    expect(s.frames[0].event).toBe('pusher:error')
    expect(s.closed).toEqual([{ code: 4001, reason: 'Application does not exist' }])
    expect(hub.connectionCount).toBe(0)
  })

  it('ignores malformed frames', async () => {
    const s = fakeSocket(new PusherHub(creds))
    s.conn.onMessage('not json')
    s.conn.onMessage('42')
    s.send('pusher:ping', {})
    await settle()
    expect(s.last().event).toBe('pusher:pong')
  })

  it('drops every socket on disconnectAll', () => {
    const hub = new PusherHub(creds)
    const s = fakeSocket(hub)
    hub.disconnectAll()
    expect(s.closed).toEqual([{ code: 4200, reason: 'Please reconnect' }])
    expect(hub.connectionCount).toBe(0)
  })
})
