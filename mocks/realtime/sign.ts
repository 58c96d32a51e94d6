const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    keys.set(secret, key)
  }
  return key
}

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const sig = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(message))
  return Array.from(new Uint8Array(sig), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * pusher-http-php's channel signature: hex HMAC-SHA256 of `socket_id:channel_name`, with
 * `:channel_data` appended for presence channels. Laravel answers `{auth: key + ':' + this}`.
 */
export function signChannel(
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): Promise<string> {
  const text =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`
  return hmacSha256Hex(secret, text)
}

/** Pusher socket ids are two integers joined by a dot; pusher-http-php rejects anything else. */
export const SOCKET_ID = /^\d+\.\d+$/

/** Check `key:signature` as Reverb does: the key must be ours and the signature must match. */
export async function verifyChannelAuth(
  credentials: { key: string; secret: string },
  socketId: string,
  channel: string,
  auth: unknown,
  channelData?: string,
): Promise<boolean> {
  if (typeof auth !== 'string') return false
  const i = auth.indexOf(':')
  if (i < 0 || auth.slice(0, i) !== credentials.key) return false
  const expected = await signChannel(credentials.secret, socketId, channel, channelData)
  return sameText(auth.slice(i + 1), expected)
}

/** Length-independent comparison, in the spirit of PHP's hash_equals. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length
  for (let i = 0; i < b.length; i++) diff |= (a.charCodeAt(i) || 0) ^ b.charCodeAt(i)
  return diff === 0
}
