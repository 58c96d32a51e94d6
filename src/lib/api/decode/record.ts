import { DecodeError } from './decode-error'
import { describe, isObject, type JsonObject } from './shapes'

/** The keys a Laravel JsonResource wrapper may carry beside `data` (with `additional`). */
const WRAPPER_KEYS = new Set(['data', 'meta', 'links', 'message'])

/**
 * One record, bare (`return $model;`, a stock Laravel controller) or wrapped in `{"data": …}`
 * (a JsonResource, the contract). A bare record that happens to have a `data` column is told
 * apart by its other keys: a wrapper carries nothing but data/meta/links/message.
 */
export function decodeRecord<T>(body: unknown, what: string): T {
  if (!isObject(body)) throw new DecodeError(what, `expected a record, got ${describe(body)}`)
  if (isObject(body.data) && Object.keys(body).every((k) => WRAPPER_KEYS.has(k))) {
    return body.data as T
  }
  if (Object.keys(body).length === 0) throw new DecodeError(what, 'the record is empty')
  return body as T
}

/** A record that may be a bare object or wrapped, or absent (null) where the contract allows. */
export function decodeOptionalRecord<T>(body: unknown, what: string): T | null {
  if (body === null || body === '' || body === undefined) return null
  if (isObject(body) && body.data === null && Object.keys(body).length === 1) return null
  return decodeRecord<T>(body, what)
}

/** A plain list, bare (`[…]`) or wrapped (`{"data": […]}`), e.g. a collection resource. */
export function decodeList<T>(body: unknown, what: string): T[] {
  if (Array.isArray(body)) return body as T[]
  if (isObject(body) && Array.isArray(body.data)) return body.data as T[]
  throw new DecodeError(what, `expected a list, got ${describe(body)}`)
}

export type { JsonObject }
