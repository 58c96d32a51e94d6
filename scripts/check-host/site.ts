/**
 * What a browser calls a "site" (scheme + registrable domain): cookies marked SameSite=Lax or
 * Strict, and cookies without SameSite (Chromium treats them as Lax), travel on a credentialed
 * fetch only when the page and the API are on the same site. `api.tenant.example` and
 * `portal.tenant.example` are; `127.0.0.1:5173` and `127.0.0.1:8000` are too (ports do not
 * count); `portal.example.com` and `api.example.net` are not.
 *
 * The registrable domain would need the Public Suffix List; this approximation (the last two
 * labels, three under a two-letter country code's `co.`, `com.`, `org.`… second level) is
 * right for the hosts deployers use and only decides which hint a failure gets.
 */
const COUNTRY_SECOND_LEVELS = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc'])

const isIp = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':')

export function registrableDomain(host: string): string {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '')
  if (isIp(h)) return h
  const labels = h.split('.')
  if (labels.length <= 2) return h
  const [second, last] = labels.slice(-2)
  const keep = last.length === 2 && COUNTRY_SECOND_LEVELS.has(second) ? 3 : 2
  return labels.slice(-keep).join('.')
}

export function siteOf(url: string | URL): string {
  const u = new URL(url)
  return `${u.protocol}//${registrableDomain(u.hostname)}`
}

export const sameSite = (a: string | URL, b: string | URL) => siteOf(a) === siteOf(b)

/**
 * The parent domain both hosts share, as SESSION_DOMAIN spells it (`.tenant.example`), or null
 * when they share none a cookie could be set on (different sites, or IP addresses).
 */
export function sharedCookieDomain(a: string, b: string): string | null {
  if (isIp(a) || isIp(b)) return null
  const la = a.toLowerCase().split('.').reverse()
  const lb = b.toLowerCase().split('.').reverse()
  const common: string[] = []
  for (let i = 0; i < Math.min(la.length, lb.length) && la[i] === lb[i]; i++) common.push(la[i])
  const domain = common.reverse().join('.')
  // A bare public suffix (`example`, `co.uk`) cannot carry a cookie.
  const labels = domain.split('.')
  const countrySecondLevel =
    labels.length === 2 && labels[1].length === 2 && COUNTRY_SECOND_LEVELS.has(labels[0])
  if (labels.length < 2 || countrySecondLevel) return null
  return `.${domain}`
}
