/**
 * The one thing msw's cookie jar (tough-cookie) asks tldts in the in-browser host: a cookie
 * host's registrable domain. tldts carries the whole public-suffix list, a quarter of the
 * host's code (41 kB br) that a visit in mock mode downloads and compiles before its first
 * answer (issue 9). The host only sets host-only cookies for the page's own origin, so the
 * last two labels serve; an IP address or a single label has none, as in tldts. The build
 * swaps it in for tldts (vite.config.ts); Node and the tests keep the real one.
 */
export function getDomain(host: string): string | null {
  const name = host.replace(/\.$/, '').toLowerCase()
  if (!name || /^[\d.]+$/.test(name) || name.includes(':')) return null
  const labels = name.split('.')
  return labels.length < 2 ? null : labels.slice(-2).join('.')
}
