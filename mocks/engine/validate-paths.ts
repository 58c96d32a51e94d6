/** Laravel's wildcard rule keys (`holders.*.amount`) over the input's nested arrays. */

export type Concrete = { path: string; value: unknown }

/**
 * The concrete paths a wildcard key names: `*` takes every key of an array or object (PHP's
 * associative array) at that point, nothing under any other value. As Laravel initialises
 * them to null, a named segment missing under an expanded item is still a path (value
 * undefined), so `holders.*.amount` checks an item sent without `amount`.
 */
export function expandWildcard(key: string, input: Record<string, unknown>): Concrete[] {
  const walk = (value: unknown, segments: string[], prefix: string): Concrete[] => {
    if (segments.length === 0) return [{ path: prefix, value }]
    const [segment, ...rest] = segments
    const at = (k: string) => (prefix ? `${prefix}.${k}` : k)
    const node =
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
    if (segment !== '*') return walk(node?.[segment], rest, at(segment))
    return node ? Object.keys(node).flatMap((k) => walk(node[k], rest, at(k))) : []
  }
  return walk(input, key.split('.'), '')
}
