import { isAxiosError } from 'axios'

/** The spatie query parameters a host may refuse by name. */
export type QueryPart = 'filter' | 'sort' | 'include' | 'field' | 'append' | 'type'

export interface RejectedQuery {
  part: QueryPart
  /** The names the host refused, as the request spelled them (`search`, `amount_sought`). */
  names: string[]
}

// spatie/laravel-query-builder's InvalidQuery messages, e.g. "Requested filter(s) `search` are
// not allowed. Allowed filter(s) are `…`." (sorts say "is not allowed"; appends and `type=`,
// "Requested type `x` is not allowed.", are ours).
const REQUESTED =
  /^Requested (filter|sort|include|field|append|type)(?:\(s\))? `([^`]*)` (?:are|is) not allowed/

/**
 * What a host's 400 refused, when it is spatie's "not allowed" answer; null for any other
 * failure. A list can then drop just that part of its request instead of failing as a whole.
 */
export function rejectedQuery(error: unknown): RejectedQuery | null {
  if (!isAxiosError(error) || error.response?.status !== 400) return null
  const body: unknown = error.response.data
  const message =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : null
  if (typeof message !== 'string') return null
  const match = REQUESTED.exec(message.trim())
  if (!match) return null
  const names = match[2]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return names.length > 0 ? { part: match[1] as QueryPart, names } : null
}
