import type { Row, Table } from '../db/db'
import type { Ctx, ResourceDef } from './types'
import { filterValue, type ListQuery } from './query-params'
import { invalidFilter, invalidSort, invalidType } from './bad-query'

type Predicate = (row: Row) => boolean

/** MySQL's default collation compares strings case-insensitively. */
function norm(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'boolean') return v ? '1' : '0'
  return typeof v === 'string' ? v.toLowerCase() : String(v)
}

export function compileFilters(def: ResourceDef, q: ListQuery, ctx: Ctx): Predicate[] {
  const exact = def.filters?.exact ?? []
  const partial = def.filters?.partial ?? []
  const scopes = def.filters?.scopes ?? {}
  const allowed = [...exact, ...partial, ...Object.keys(scopes)]
  const bad = [...q.filters.keys()].filter((k) => !allowed.includes(k))
  if (bad.length) throw invalidFilter(bad, allowed)

  const preds: Predicate[] = []
  for (const [name, raw] of q.filters) {
    if (raw.length === 0) continue
    if (scopes[name]) {
      const scope = scopes[name]
      preds.push((row) => scope(row, raw, ctx))
    } else if (exact.includes(name)) {
      const wanted = new Set(raw.map((v) => norm(filterValue(v))))
      preds.push((row) => wanted.has(norm(row[name])))
    } else {
      const needles = raw.map((v) => v.toLowerCase())
      preds.push((row) => {
        const hay = norm(row[name])
        return needles.some((n) => hay.includes(n))
      })
    }
  }
  if (q.type !== null && def.types) {
    const typeFn = def.types[q.type]
    if (!typeFn) throw invalidType(q.type, Object.keys(def.types))
    preds.push(typeFn as Predicate)
  }
  return preds
}

export function sortSpec(def: ResourceDef, q: ListQuery) {
  const allowed = def.sorts ?? []
  const bad = q.sorts.filter((s) => !allowed.includes(s.field)).map((s) => s.field)
  if (bad.length) throw invalidSort(bad, allowed)
  if (q.sorts.length) return q.sorts
  const d = def.defaultSort ?? 'id'
  return [d.startsWith('-') ? { field: d.slice(1), desc: true } : { field: d, desc: false }]
}

type SortKey = string | number | null
const sorted = new WeakMap<Table, Map<string, { version: number; rows: Row[] }>>()

function key(v: unknown): SortKey {
  if (v === null || v === undefined) return null
  if (typeof v === 'number') return v
  if (typeof v === 'boolean') return v ? 1 : 0
  return String(v).toLowerCase()
}

/**
 * The table's rows in the requested order, kept until the table changes (an ordered index).
 * Ties fall back to id so pages never overlap. NULLs sort first, as in MySQL.
 */
export function sortedRows(table: Table, spec: { field: string; desc: boolean }[]): Row[] {
  const cacheKey = spec.map((s) => (s.desc ? '-' : '') + s.field).join(',')
  let perTable = sorted.get(table)
  if (!perTable) sorted.set(table, (perTable = new Map()))
  const hit = perTable.get(cacheKey)
  if (hit && hit.version === table.version) return hit.rows
  const decorated = table.all().map((row) => ({ row, keys: spec.map((s) => key(row[s.field])) }))
  decorated.sort((a, b) => {
    for (let i = 0; i < spec.length; i++) {
      const x = a.keys[i]
      const y = b.keys[i]
      if (x === y) continue
      const dir = spec[i].desc ? -1 : 1
      if (x === null) return -dir
      if (y === null) return dir
      return (x < y ? -1 : 1) * dir
    }
    return a.row.id - b.row.id
  })
  const rows = decorated.map((d) => d.row)
  perTable.set(cacheKey, { version: table.version, rows })
  return rows
}
