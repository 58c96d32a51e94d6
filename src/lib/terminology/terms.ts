import { parseNavigation } from '@/lib/tenant/parse-json'
import { DEFAULT_TERMS, TERM_KEYS, type TermKey, type Terms } from './defaults'

/**
 * The defaults overridden by the tenant's navigation JSON (string or decoded object). Only
 * known keys with a non-empty string win; anything else keeps the default, so a half-filled
 * or broken terminology screen can never blank a label.
 */
export function terminologyFrom(navigation: unknown): Terms {
  const overrides = parseNavigation(navigation)
  const out = { ...DEFAULT_TERMS } as Record<TermKey, string>
  for (const key of TERM_KEYS) {
    if (Object.hasOwn(overrides, key)) out[key] = overrides[key]
  }
  return out
}

/** One lookup: the word for `key` in the given terminology (the defaults when none given). */
export function term(key: TermKey, terms: Terms = DEFAULT_TERMS): string {
  return terms[key]
}
