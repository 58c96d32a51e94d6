/**
 * Links that come from the tenant's settings (the terms URL, the back-to-site address) are
 * rendered as hrefs, so only absolute http(s) URLs pass: no `javascript:`/`data:` schemes, no
 * protocol-relative or relative paths that would be read against our own origin, and no
 * `user:pass@` part (a classic way to disguise the real host). Returns the normalised href.
 */
export function safeExternalUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const trimmed = url.trim()
  // Control characters and inner whitespace are silently stripped by URL parsers, which is how
  // "java\tscript:" style tricks work; a real address never needs them.
  // eslint-disable-next-line no-control-regex
  if (!/^https?:\/\//i.test(trimmed) || /[\s\u0000-\u001f\u007f\\]/.test(trimmed)) return null
  let parsed: URL
  try {
    parsed = new URL(trimmed)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  if (!parsed.hostname || parsed.username || parsed.password) return null
  return parsed.href
}

/**
 * An image URL from settings (logo, favicon): absolute http(s), or a site-relative path as the
 * host stores its uploads ('/brand/logo.svg'). Protocol-relative ('//x') and other schemes are
 * refused.
 */
export function safeAssetUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const trimmed = url.trim()
  // eslint-disable-next-line no-control-regex
  if (/^\/(?![/\\])/.test(trimmed) && !/[\s\u0000-\u001f\u007f\\]/.test(trimmed)) return trimmed
  return safeExternalUrl(trimmed)
}
