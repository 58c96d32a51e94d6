import type { RealtimePublisher } from '../http/host'
import type { PusherHub } from './pusher-hub'

interface Published {
  channel: string
  event: string
  data: unknown
}

/**
 * In the browser every tab runs its own host and hub, and the database syncs across tabs but
 * sockets do not. This publisher delivers to this tab's sockets and tells the other tabs' hubs
 * to deliver the same event to theirs, so a notification created in one tab reaches the user's
 * other tabs as it would from a real server. Without BroadcastChannel it is the hub itself.
 */
export function crossTabPublisher(
  hub: PusherHub,
  name = 'mock-host:pusher',
): RealtimePublisher & { close(): void } {
  if (typeof BroadcastChannel === 'undefined') {
    return { publish: (c, e, d) => hub.publish(c, e, d), close() {} }
  }
  const channel = new BroadcastChannel(name)
  channel.onmessage = (event: MessageEvent<Published>) => {
    const m = event.data
    if (m && typeof m.channel === 'string' && typeof m.event === 'string') {
      hub.publish(m.channel, m.event, m.data)
    }
  }
  return {
    publish(c, e, data) {
      hub.publish(c, e, data)
      channel.postMessage({ channel: c, event: e, data } satisfies Published)
    },
    close: () => channel.close(),
  }
}
