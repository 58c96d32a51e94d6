const BASE = 'http://same-origin.invalid'
// Control characters and whitespace are dropped or rewritten by URL parsers (so "/\t/evil"
// becomes "//evil"); backslashes are read as slashes ("/\evil" -> "//evil").
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f\\]/
const MAX_LENGTH = 2048

/** Decoded as often as it takes to be stable (max 5 times); null when it is malformed. */
function fullyDecoded(value: string): string | null {
  let current = value
  for (let i = 0; i < 5; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}

const looksSafe = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !UNSAFE_CHARS.test(path)

/**
 * The post-login redirect (DESIGN security bar): only a same-origin relative path starting
 * with a single '/'. Rejects protocol-relative ('//host'), backslash tricks ('/\host'),
 * schemes, whitespace and control characters, and the same hidden behind percent-encoding
 * ('/%2F%2Fhost', '/%5Chost', double encoding), since a router or server may decode them
 * later. Returns the normalised path (with query and hash), or null.
 */
export function safeRedirect(target: unknown): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return null
  if (!looksSafe(target)) return null
  const decoded = fullyDecoded(target)
  if (decoded === null || !looksSafe(decoded)) return null
  let url: URL
  try {
    url = new URL(target, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  return looksSafe(path) ? path : null
}
