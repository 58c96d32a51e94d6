/**
 * Which browser origins the standalone mock answers with CORS (credentials included). By
 * default every loopback origin, whatever its scheme (http/https) and port: a developer may
 * serve a live build on any port of their own machine, and nothing off the machine can be a
 * loopback origin. `MOCK_ORIGINS` (a comma list of exact origins) replaces that default, so a
 * deployer or a test can narrow CORS, or close it with an empty list.
 */
export type OriginPolicy = (origin: string) => boolean

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]'])
const LOOPBACK_V4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/

/** An `Origin` header naming http(s) on localhost, 127.0.0.0/8 or [::1], any port. */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  // An Origin header is scheme://host[:port] exactly: anything more is not one.
  if (url.origin !== origin) return false
  return LOOPBACK_HOSTS.has(url.hostname) || LOOPBACK_V4.test(url.hostname)
}

/** `MOCK_ORIGINS` unset: loopback; set: exactly the listed origins (none when empty). */
export function originPolicy(listed: string | undefined): OriginPolicy {
  if (listed === undefined) return isLoopbackOrigin
  const allowed = new Set(
    listed
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
  return (origin) => allowed.has(origin)
}
