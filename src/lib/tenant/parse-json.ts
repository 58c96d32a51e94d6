/**
 * The settings row carries `colours` and `navigation` as JSON-encoded strings (SPEC §3). A host
 * that stores garbage must not break the app, so anything unreadable reads as "nothing set" and
 * the defaults (theme palette, default terminology) apply.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A JSON object from a string (or an already-decoded object); {} for anything else. */
export function parseJsonObject(raw: unknown): Record<string, unknown> {
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return {}
    }
  }
  return isPlainObject(value) ? value : {}
}

/**
 * Only the non-empty string values, trimmed. Object.fromEntries defines own properties, so a
 * `__proto__` key in the JSON cannot reach a prototype.
 */
function stringValues(obj: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(obj)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([k, v]) => [k, v.trim()] as const)
      .filter(([, v]) => v !== ''),
  )
}

/**
 * The tenant's colour map as name -> CSS colour string. Which names and values are usable is
 * the theme's call (src/lib/theme validates contrast and owns the default palette), so this
 * only guarantees a flat map of strings.
 */
export function parseColours(raw: unknown): Record<string, string> {
  return stringValues(parseJsonObject(raw))
}

/** The tenant's terminology overrides, keyed by snake_case term name (mocks/seed/settings.ts). */
export function parseNavigation(raw: unknown): Record<string, string> {
  return stringValues(parseJsonObject(raw))
}
