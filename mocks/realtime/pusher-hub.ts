import type { RealtimePublisher } from '../http/host'
import { verifyChannelAuth } from './sign'
import {
  parseFrame,
  parseMember,
  presenceSnapshot,
  type Frame,
  type HubConnection,
  type HubSocket,
  type Member,
  type PusherCredentials,
} from './protocol'

export { signChannel, verifyChannelAuth, SOCKET_ID } from './sign'
export type { HubConnection, HubSocket, PusherCredentials } from './protocol'

interface Client {
  socketId: string
  socket: HubSocket
  /** Channel name -> presence member (null on public and private channels). */
  channels: Map<string, Member | null>
  /** Frames are handled one after another although signature checks are async. */
  queue: Promise<void>
  open: boolean
}

export const ACTIVITY_TIMEOUT = 120

const isGuarded = (channel: string) => /^(private|presence)-/.test(channel)
const randomInt = () => Math.floor(Math.random() * 1_000_000_000)

/**
 * An in-memory Pusher Channels server (protocol 7, as pusher-js 8 speaks it; CONTRACT-FACTS §5).
 * Transports (msw's ws link, the Node `ws` server) hand it sockets; the mock host publishes
 * through it. `credentials` is read on every check so it can be the host's own `pusher` object.
 */
export class PusherHub implements RealtimePublisher {
  #clients = new Set<Client>()

  constructor(readonly credentials: PusherCredentials) {}

  connect(socket: HubSocket, opts: { key?: string } = {}): HubConnection {
    const client: Client = {
      socketId: `${randomInt()}.${randomInt()}`,
      socket,
      channels: new Map(),
      queue: Promise.resolve(),
      open: true,
    }
    if (opts.key !== undefined && opts.key !== this.credentials.key) {
      // Reverb's answer to an unknown app key; 4001 tells pusher-js not to reconnect.
      this.#send(client, 'pusher:error', { code: 4001, message: 'Application does not exist' })
      socket.close(4001, 'Application does not exist')
      return { socketId: client.socketId, onMessage() {}, onClose() {} }
    }
    this.#clients.add(client)
    this.#send(client, 'pusher:connection_established', {
      socket_id: client.socketId,
      activity_timeout: ACTIVITY_TIMEOUT,
    })
    return {
      socketId: client.socketId,
      onMessage: (text) => {
        const frame = parseFrame(text)
        if (!frame) return
        client.queue = client.queue.then(() => this.#handle(client, frame)).catch(() => {})
      },
      onClose: () => this.#drop(client),
    }
  }

  publish(channel: string, event: string, data: unknown): void {
    for (const client of this.#clients) {
      if (client.channels.has(channel)) this.#send(client, event, data, channel)
    }
  }

  /** Sockets currently subscribed to a channel (for tests and the mock controls). */
  subscriberCount(channel: string): number {
    return [...this.#clients].filter((c) => c.channels.has(channel)).length
  }

  get connectionCount(): number {
    return this.#clients.size
  }

  /** Channel subscriptions over every socket (the page benchmark's soak counts them). */
  get subscriptionCount(): number {
    let n = 0
    for (const client of this.#clients) n += client.channels.size
    return n
  }

  /** Drop every socket, e.g. to simulate an outage; 4200 makes pusher-js reconnect at once. */
  disconnectAll(code = 4200, reason = 'Please reconnect') {
    for (const client of [...this.#clients]) {
      this.#drop(client)
      client.socket.close(code, reason)
    }
  }

  async #handle(client: Client, frame: Frame) {
    if (!client.open || typeof frame.event !== 'string') return
    const data = (
      typeof frame.data === 'object' && frame.data !== null ? frame.data : {}
    ) as Record<string, unknown>
    switch (frame.event) {
      case 'pusher:ping':
        return this.#send(client, 'pusher:pong', {})
      case 'pusher:subscribe':
        return this.#subscribe(client, data)
      case 'pusher:unsubscribe':
        return typeof data.channel === 'string' ? this.#leave(client, data.channel) : undefined
      default:
        if (frame.event.startsWith('client-') && typeof frame.channel === 'string') {
          this.#relay(client, frame.event, frame.channel, frame.data)
        }
    }
  }

  async #subscribe(client: Client, data: Record<string, unknown>) {
    const channel = data.channel
    if (typeof channel !== 'string' || channel === '') return
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined
    const presence = channel.startsWith('presence-')
    if (isGuarded(channel)) {
      const ok = await verifyChannelAuth(
        this.credentials,
        client.socketId,
        channel,
        data.auth,
        presence ? channelData : undefined,
      )
      if (!client.open) return
      if (!ok) {
        const expected = `${client.socketId}:${channel}`
        return this.#authError(
          client,
          channel,
          `Invalid signature: Expected HMAC SHA256 hex digest of ${expected}, but got ${String(data.auth)}`,
        )
      }
    }
    if (!presence) {
      client.channels.set(channel, null)
      return this.#send(client, 'pusher_internal:subscription_succeeded', {}, channel)
    }
    const member = parseMember(channelData)
    if (!member) {
      return this.#authError(client, channel, 'Presence channels need channel_data with a user_id')
    }
    const isNew = !this.#members(channel).has(member.user_id)
    client.channels.set(channel, member)
    const snapshot = presenceSnapshot(this.#members(channel).values())
    this.#send(client, 'pusher_internal:subscription_succeeded', snapshot, channel)
    if (isNew) this.#toOthers(client, channel, 'pusher_internal:member_added', member)
  }

  /** soketi's way of refusing a subscription: an event on the channel, reaching Echo's .error(). */
  #authError(client: Client, channel: string, error: string) {
    const data = { type: 'AuthError', error, status: 401 }
    this.#send(client, 'pusher:subscription_error', data, channel)
  }

  #leave(client: Client, channel: string) {
    if (!client.channels.has(channel)) return
    const member = client.channels.get(channel)
    client.channels.delete(channel)
    if (member && !this.#members(channel).has(member.user_id)) {
      this.#toOthers(client, channel, 'pusher_internal:member_removed', { user_id: member.user_id })
    }
  }

  /** Client events reach the channel's other subscribers, as Reverb allows for members. */
  #relay(client: Client, event: string, channel: string, data: unknown) {
    if (!isGuarded(channel) || !client.channels.has(channel)) return
    const member = client.channels.get(channel)
    const extra = member ? { user_id: member.user_id } : {}
    for (const other of this.#clients) {
      if (other === client || !other.channels.has(channel)) continue
      this.#write(other, { event, channel, data: JSON.stringify(data ?? {}), ...extra })
    }
  }

  #members(channel: string): Map<string, Member> {
    const out = new Map<string, Member>()
    for (const c of this.#clients) {
      const m = c.channels.get(channel)
      if (m) out.set(m.user_id, m)
    }
    return out
  }

  #toOthers(client: Client, channel: string, event: string, data: unknown) {
    for (const other of this.#clients) {
      if (other !== client && other.channels.has(channel)) this.#send(other, event, data, channel)
    }
  }

  #drop(client: Client) {
    if (!client.open) return
    for (const channel of [...client.channels.keys()]) this.#leave(client, channel)
    client.open = false
    this.#clients.delete(client)
  }

  /** Server-to-client `data` is always a JSON string (pusher-js parses it again). */
  #send(client: Client, event: string, data: unknown, channel?: string) {
    const frame =
      channel === undefined
        ? { event, data: JSON.stringify(data) }
        : { event, channel, data: JSON.stringify(data) }
    this.#write(client, frame)
  }

  #write(client: Client, frame: object) {
    if (!client.open) return
    try {
      client.socket.send(JSON.stringify(frame))
    } catch {
      // The transport closed under us; its close event will drop the client.
    }
  }
}
