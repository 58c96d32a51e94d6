import type { TermKey } from '@/lib/terminology'
import { parseNavigation } from '@/lib/tenant'

export type TermValues = Partial<Record<TermKey, string>>

/**
 * The tenant's navigation JSON with one page's words written in: every other key (other pages'
 * terms, keys this client does not know) stays as it was, and an emptied word drops its key so
 * the default applies again.
 */
export function mergeNavigation(current: unknown, values: TermValues): Record<string, string> {
  const out = { ...parseNavigation(current) }
  for (const [key, value] of Object.entries(values)) {
    const word = (value ?? '').trim()
    if (word) out[key] = word
    else delete out[key]
  }
  return out
}

/** The page's fields as the tenant has them: their word, or empty where the default applies. */
export function termValues(navigation: unknown, keys: readonly TermKey[]): TermValues {
  const saved = parseNavigation(navigation)
  return Object.fromEntries(keys.map((k) => [k, saved[k] ?? '']))
}
