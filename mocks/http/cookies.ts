/** Parse a Cookie header into name -> raw value (values stay URL-encoded, as on the wire). */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  if (!header) return out
  for (const part of header.split(';')) {
    const i = part.indexOf('=')
    if (i < 0) continue
    const name = part.slice(0, i).trim()
    if (name && !(name in out)) out[name] = part.slice(i + 1).trim()
  }
  return out
}

export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export interface CookieOptions {
  maxAge?: number
  httpOnly?: boolean
}

/** Symfony's Set-Cookie wire format: lower-case attributes, rawurlencoded value. */
export function serializeCookie(name: string, value: string, opts: CookieOptions = {}): string {
  const maxAge = opts.maxAge ?? 7200
  const expires = new Date(Date.now() + maxAge * 1000).toUTCString()
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `expires=${expires}`,
    `Max-Age=${maxAge}`,
    'path=/',
  ]
  parts.push('samesite=lax')
  if (opts.httpOnly) parts.push('httponly')
  return parts.join('; ')
}
