/** The transport's side of one connection (an msw `client`, a `ws` socket, a test double). */
export interface HubSocket {
  send(text: string): void
  close(code: number, reason: string): void
}

/** What the transport feeds back into the hub. */
export interface HubConnection {
  readonly socketId: string
  onMessage(text: string): void
  onClose(): void
}

export interface PusherCredentials {
  key: string
  secret: string
}

/** A client frame as pusher-js sends it: `data` is an object (CONTRACT-FACTS 5.2). */
export interface Frame {
  event?: unknown
  channel?: unknown
  data?: unknown
}

/** A presence channel member, from the `channel_data` the auth endpoint signed. */
export interface Member {
  user_id: string
  user_info: unknown
}

export function parseFrame(text: string): Frame | null {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null ? (value as Frame) : null
  } catch {
    return null
  }
}

export function parseMember(channelData: string | undefined): Member | null {
  if (!channelData) return null
  try {
    const value = JSON.parse(channelData) as { user_id?: unknown; user_info?: unknown }
    if (value.user_id === undefined || value.user_id === null) return null
    return { user_id: String(value.user_id), user_info: value.user_info ?? null }
  } catch {
    return null
  }
}

/** `pusher_internal:subscription_succeeded` data for a presence channel. */
export function presenceSnapshot(members: Iterable<Member>) {
  const hash = Object.fromEntries([...members].map((m) => [m.user_id, m.user_info]))
  const ids = Object.keys(hash)
  return { presence: { ids, hash, count: ids.length } }
}
