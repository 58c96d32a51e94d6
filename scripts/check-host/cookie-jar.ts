import { sameSite } from './site'

/**
 * The browser's cookie store, as far as the Sanctum handshake depends on it (RFC 6265bis as
 * Chromium applies it): which Set-Cookie headers are kept, which cookies a credentialed
 * cross-origin fetch carries back, and which ones the portal's JavaScript can read (axios
 * reads XSRF-TOKEN from document.cookie of the page, not of the API host). Each refusal comes
 * with the reason, because the reason is what the deployer must change.
 */
export type SameSite = 'lax' | 'strict' | 'none' | 'unset'

export interface StoredCookie {
  name: string
  value: string
  /** Lower case, without a leading dot. */
  domain: string
  /** No Domain attribute: only the exact host that set it. */
  hostOnly: boolean
  path: string
  secure: boolean
  httpOnly: boolean
  sameSite: SameSite
  /** Epoch ms; undefined for a session cookie. */
  expires?: number
}

export interface StoreOutcome {
  name: string
  cookie?: StoredCookie
  /** Why the browser dropped it. */
  rejected?: string
  /** It expired the cookie (Laravel's way of deleting one). */
  deleted?: boolean
}

export interface Withheld {
  name: string
  reason: string
}

const isIp = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':')

function domainMatches(host: string, domain: string): boolean {
  return host === domain || (!isIp(host) && host.endsWith(`.${domain}`))
}

function defaultPath(url: URL): string {
  const p = url.pathname
  const last = p.lastIndexOf('/')
  return last <= 0 ? '/' : p.slice(0, last)
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true
  if (!requestPath.startsWith(cookiePath)) return false
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'
}

/** Chromium treats these as secure contexts even over http. */
const potentiallyTrustworthy = (url: URL) =>
  url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)

export function parseSetCookie(header: string, requestUrl: URL, now = Date.now()): StoreOutcome {
  const [pair, ...attrs] = header.split(';')
  const eq = pair.indexOf('=')
  const name = (eq < 0 ? '' : pair.slice(0, eq)).trim()
  const value = (eq < 0 ? pair : pair.slice(eq + 1)).trim()
  const host = requestUrl.hostname.toLowerCase()
  const cookie: StoredCookie = {
    name,
    value,
    domain: host,
    hostOnly: true,
    path: defaultPath(requestUrl),
    secure: false,
    httpOnly: false,
    sameSite: 'unset',
  }
  let maxAge: number | undefined
  let expires: number | undefined
  for (const attr of attrs) {
    const i = attr.indexOf('=')
    const key = (i < 0 ? attr : attr.slice(0, i)).trim().toLowerCase()
    const val = i < 0 ? '' : attr.slice(i + 1).trim()
    if (key === 'domain' && val) {
      const domain = val.replace(/^\./, '').toLowerCase()
      if (!domainMatches(host, domain))
        return { name, rejected: `its Domain=${val} does not cover the API host ${host}` }
      cookie.domain = domain
      cookie.hostOnly = false
    } else if (key === 'path' && val.startsWith('/')) cookie.path = val
    else if (key === 'secure') cookie.secure = true
    else if (key === 'httponly') cookie.httpOnly = true
    else if (key === 'samesite') {
      const v = val.toLowerCase()
      cookie.sameSite = v === 'lax' || v === 'strict' || v === 'none' ? v : 'unset'
    } else if (key === 'max-age' && /^-?\d+$/.test(val)) maxAge = Number(val)
    else if (key === 'expires') {
      const t = Date.parse(val)
      if (!Number.isNaN(t)) expires = t
    }
  }
  if (!name) return { name, rejected: 'it has no name' }
  if (cookie.secure && !potentiallyTrustworthy(requestUrl))
    return { name, rejected: 'it is marked Secure but came over http' }
  if (cookie.sameSite === 'none' && !cookie.secure)
    return { name, rejected: 'it is SameSite=None without Secure' }
  // Max-Age wins over Expires.
  cookie.expires = maxAge !== undefined ? now + maxAge * 1000 : expires
  if (cookie.expires !== undefined && cookie.expires <= now) return { name, deleted: true }
  return { name, cookie }
}

export class CookieJar {
  private cookies: StoredCookie[] = []

  constructor(private readonly clock: () => number = Date.now) {}

  private live() {
    const now = this.clock()
    this.cookies = this.cookies.filter((c) => c.expires === undefined || c.expires > now)
    return this.cookies
  }

  /** Applies one Set-Cookie header of a response to `requestUrl`. */
  store(header: string, requestUrl: URL): StoreOutcome {
    const outcome = parseSetCookie(header, requestUrl, this.clock())
    const same = (c: StoredCookie) =>
      c.name === outcome.name &&
      c.path === (outcome.cookie?.path ?? c.path) &&
      c.domain === (outcome.cookie?.domain ?? requestUrl.hostname.toLowerCase())
    if (outcome.cookie || outcome.deleted) this.cookies = this.cookies.filter((c) => !same(c))
    if (outcome.cookie) this.cookies.push(outcome.cookie)
    return outcome
  }

  /**
   * The Cookie header a credentialed fetch from a page on `origin` sends to `url`, and the
   * cookies for that host the browser holds back, with why.
   */
  forRequest(url: URL, origin: string): { header: string; withheld: Withheld[] } {
    const host = url.hostname.toLowerCase()
    const crossSite = !sameSite(origin, url)
    const sent: StoredCookie[] = []
    const withheld: Withheld[] = []
    for (const c of this.live()) {
      const hostOk = c.hostOnly ? host === c.domain : domainMatches(host, c.domain)
      if (!hostOk || !pathMatches(url.pathname, c.path)) continue
      if (c.secure && !potentiallyTrustworthy(url))
        withheld.push({ name: c.name, reason: 'it is Secure and the API is http' })
      else if (crossSite && c.sameSite !== 'none') {
        const mode = c.sameSite === 'unset' ? 'no SameSite (Lax)' : `SameSite=${c.sameSite}`
        withheld.push({ name: c.name, reason: `${mode} and the portal is on another site` })
      } else sent.push(c)
    }
    sent.sort((a, b) => b.path.length - a.path.length)
    return { header: sent.map((c) => `${c.name}=${c.value}`).join('; '), withheld }
  }

  /** The cookie as document.cookie on `origin` shows it (undefined if the page cannot see it). */
  readableFrom(origin: string, name: string): string | undefined {
    const page = new URL(origin)
    const host = page.hostname.toLowerCase()
    return this.live().find(
      (c) =>
        c.name === name &&
        !c.httpOnly &&
        (c.hostOnly ? host === c.domain : domainMatches(host, c.domain)) &&
        (!c.secure || potentiallyTrustworthy(page)),
    )?.value
  }

  /** The newest cookie of that name for any host, as stored. */
  get(name: string): StoredCookie | undefined {
    return this.live()
      .filter((c) => c.name === name)
      .at(-1)
  }

  names(): string[] {
    return this.live().map((c) => c.name)
  }
}
