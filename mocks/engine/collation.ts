import type { Row } from '../db/db'

/** MySQL-like comparisons the list queries and their indexes share. */
export interface SortField {
  field: string
  desc: boolean
}

/** MySQL's default collation compares strings case-insensitively. */
export function norm(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'boolean') return v ? '1' : '0'
  return typeof v === 'string' ? v.toLowerCase() : String(v)
}

export type SortKey = string | number | null

function sortKey(v: unknown): SortKey {
  if (v === null || v === undefined) return null
  if (typeof v === 'number') return v
  if (typeof v === 'boolean') return v ? 1 : 0
  return String(v).toLowerCase()
}

export const keysOf = (row: Row, spec: SortField[]) => spec.map((s) => sortKey(row[s.field]))

/** Order by the spec; NULLs first, as in MySQL; ties fall back to id so pages never overlap. */
export function compare(spec: SortField[], a: SortKey[], b: SortKey[], aId: number, bId: number) {
  for (let i = 0; i < spec.length; i++) {
    const x = a[i]
    const y = b[i]
    if (x === y) continue
    const dir = spec[i].desc ? -1 : 1
    if (x === null) return -dir
    if (y === null) return dir
    return (x < y ? -1 : 1) * dir
  }
  return aId - bId
}

/**
 * Dates, timestamps and periods as stored (ISO text) in order: code units compare them the
 * way their meaning does, and cost nothing, where localeCompare builds a collator at its first
 * use (about 6 ms, 25 ms on a slow phone, inside the first request a page makes).
 */
export const isoOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
