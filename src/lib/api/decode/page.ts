import type { components } from '../schema.gen'
import { DecodeError } from './decode-error'
import { describe, isObject } from './shapes'

/** Laravel's LengthAwarePaginator with `T` records as `data`. */
export type Page<T> = Omit<components['schemas']['Paginator'], 'data'> & { data: T[] }

const count = (v: unknown, fallback: number): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : fallback
}
const textOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/**
 * One page of a list. The `data` array is required (without it nothing can be shown);
 * the paginator's figures are read where a host puts them — at the top level (Laravel's
 * paginator), under `meta` (an API resource collection) — and defaulted from the rows
 * when missing, so a partial paginator still shows its rows and a one-page pager.
 */
export function decodePage<T>(body: unknown, what: string): Page<T> {
  if (!isObject(body))
    throw new DecodeError(what, `expected a page of records, got ${describe(body)}`)
  if (!Array.isArray(body.data)) {
    throw new DecodeError(
      what,
      `expected a page of records, got ${describe(body.data)} as its data`,
    )
  }
  const rows = body.data as T[]
  const meta = isObject(body.meta) ? body.meta : {}
  const pick = (key: string): unknown => body[key] ?? meta[key]
  const perPage = count(pick('per_page'), Math.max(rows.length, 1))
  const total = count(pick('total'), rows.length)
  const currentPage = Math.max(1, count(pick('current_page'), 1))
  const lastPage = Math.max(1, count(pick('last_page'), Math.ceil(total / Math.max(perPage, 1))))
  const from = pick('from')
  const to = pick('to')
  return {
    data: rows,
    current_page: currentPage,
    last_page: lastPage,
    per_page: perPage,
    total,
    from: typeof from === 'number' ? from : rows.length ? (currentPage - 1) * perPage + 1 : null,
    to:
      typeof to === 'number' ? to : rows.length ? (currentPage - 1) * perPage + rows.length : null,
    path: textOrNull(pick('path')) ?? '',
    first_page_url: textOrNull(pick('first_page_url')) ?? '',
    last_page_url: textOrNull(pick('last_page_url')) ?? '',
    next_page_url: textOrNull(pick('next_page_url')),
    prev_page_url: textOrNull(pick('prev_page_url')),
    links: Array.isArray(pick('links')) ? (pick('links') as Page<T>['links']) : [],
  }
}
