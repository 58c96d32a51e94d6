import type { Row, Table } from '../db/db'
import type { Ctx, ResourceDef } from './types'
import { filterValue, type ListQuery } from './query-params'
import { invalidFilter, invalidSort, invalidType } from './bad-query'
import { tableIndex, type TableIndex } from './table-index'
import { norm, type SortField } from './collation'
import { ALL_ROWS } from './access'
import { filtersInDialect } from '../dialect'
import { hiddenOf } from './serialize'

type Predicate = (row: Row) => boolean

/**
 * spatie's checks, in its order: unknown filters, then the type (ours), each a 400. The
 * allowed filters are the host dialect's (a stock host declares no `search`).
 */
function checkFilters(def: ResourceDef, q: ListQuery, ctx: Ctx) {
  const exact = def.filters?.exact ?? []
  const partial = def.filters?.partial ?? []
  const scopes = def.filters?.scopes ?? {}
  const allowed = filtersInDialect(ctx.req.host, [...exact, ...partial, ...Object.keys(scopes)])
  const bad = [...q.filters.keys()].filter((k) => !allowed.includes(k))
  if (bad.length) throw invalidFilter(bad, allowed)
  if (q.type !== null && def.types && !def.types[q.type])
    throw invalidType(q.type, Object.keys(def.types))
  // A column the viewer may not read must not sort the list for them either (the order would
  // tell what the record withholds): such a filter matches as if it were not sent.
  const hidden = new Set(hiddenOf(def, ctx))
  return { exact, scopes, hidden }
}

/** The filters as row predicates (for callers that filter rows themselves). */
export function compileFilters(def: ResourceDef, q: ListQuery, ctx: Ctx): Predicate[] {
  const { exact, scopes, hidden } = checkFilters(def, q, ctx)
  const preds: Predicate[] = []
  for (const [name, raw] of q.filters) {
    if (raw.length === 0 || hidden.has(name)) continue
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
  if (q.type !== null && def.types) preds.push(def.types[q.type] as Predicate)
  return preds
}

/** The order asked for, less the columns the viewer may not read; else the default order. */
export function sortSpec(def: ResourceDef, q: ListQuery, ctx: Ctx): SortField[] {
  const allowed = def.sorts ?? []
  const bad = q.sorts.filter((s) => !allowed.includes(s.field)).map((s) => s.field)
  if (bad.length) throw invalidSort(bad, allowed)
  const hidden = hiddenOf(def, ctx)
  const readable = q.sorts.filter((s) => !hidden.includes(s.field))
  if (readable.length) return readable
  const d = def.defaultSort ?? 'id'
  return [d.startsWith('-') ? { field: d.slice(1), desc: true } : { field: d, desc: false }]
}

/** How one request tests a row: encoded columns and flags first, predicates last. */
interface Plan {
  columns: { name: string; codes: Int32Array; mask: Uint8Array; counts: number[] }[]
  flags: Uint8Array[]
  /** The type's predicate, when the plan has one (for the index's flagged counts). */
  type: Predicate | null
  preds: Predicate[]
}

function plan(index: TableIndex, def: ResourceDef, q: ListQuery, ctx: Ctx, scope: Predicate) {
  const { exact, scopes, hidden } = checkFilters(def, q, ctx)
  const p: Plan = { columns: [], flags: [], type: null, preds: [] }
  for (const [name, raw] of q.filters) {
    if (raw.length === 0 || hidden.has(name)) continue
    if (scopes[name]) {
      const fn = scopes[name]
      p.preds.push((row) => fn(row, raw, ctx))
      continue
    }
    // The same comparisons as compileFilters, made once per distinct value of the column.
    const col = index.column(name)
    const mask = new Uint8Array(col.values.length)
    if (exact.includes(name)) {
      for (const v of raw) {
        const code = col.dict.get(norm(filterValue(v)))
        if (code !== undefined) mask[code] = 1
      }
    } else {
      const needles = raw.map((v) => v.toLowerCase())
      col.values.forEach((hay, code) => {
        if (needles.some((n) => hay.includes(n))) mask[code] = 1
      })
    }
    p.columns.push({ name, codes: col.codes, mask, counts: col.counts })
  }
  // Types take the row alone (ResourceDef.types), so they can be kept per row like a column.
  if (q.type !== null && def.types) {
    p.type = def.types[q.type] as Predicate
    p.flags.push(index.flags(p.type).bits)
  }
  if (scope !== ALL_ROWS) p.preds.push(scope)
  return p
}

/**
 * The per-slot test of a plan, shaped to it so the common plans (one column, a column and a
 * type) run as a tight loop over typed arrays. Dead slots fail: codes -1, flags 0, no row.
 */
function tester(p: Plan, rows: (Row | undefined)[]): (slot: number) => boolean {
  const { columns, flags, preds } = p
  if (preds.length === 0 && columns.length === 1 && flags.length <= 1) {
    const { codes, mask } = columns[0]
    const flag = flags[0]
    return flag
      ? (slot) => flag[slot] === 1 && mask[codes[slot]] === 1
      : (slot) => mask[codes[slot]] === 1
  }
  return (slot) => {
    for (let c = 0; c < columns.length; c++)
      if (columns[c].mask[columns[c].codes[slot]] !== 1) return false
    for (let f = 0; f < flags.length; f++) if (flags[f][slot] !== 1) return false
    const row = rows[slot]
    if (!row) return false
    for (let k = 0; k < preds.length; k++) if (!preds[k](row)) return false
    return true
  }
}

/** How many rows pass: from the index's value counts when one column (and a type) decide. */
function countMatches(p: Plan, index: TableIndex, live: number, test: (slot: number) => boolean) {
  if (p.preds.length === 0 && p.columns.length <= 1 && p.flags.length <= 1) {
    const col = p.columns[0]
    if (!col) return p.type ? index.flags(p.type).bits.reduce((a, b) => a + b, 0) : live
    const counts = p.type ? index.flaggedCounts(p.type, col.name) : col.counts
    let total = 0
    for (let code = 0; code < col.mask.length; code++)
      if (col.mask[code] === 1) total += counts[code] ?? 0
    return total
  }
  let total = 0
  for (let slot = 0, n = index.rows.length; slot < n; slot++) if (test(slot)) total++
  return total
}

export interface Matched {
  /** How many rows match in all. */
  total: number
  /** The matching rows at positions [start, end) of the ordered result. */
  rows: Row[]
}

/**
 * A list request's rows. The total comes from the column counts or one scan of the encoded
 * columns; the window walks the sort's ordered index only as far as `end`, so page 50 of
 * 50,000 rows touches a few hundred row objects.
 */
export function matchRows(
  table: Table,
  def: ResourceDef,
  q: ListQuery,
  ctx: Ctx,
  scope: Predicate,
  start = 0,
  end = Infinity,
): Matched {
  const index = tableIndex(table)
  const p = plan(index, def, q, ctx, scope)
  const order = index.order(sortSpec(def, q, ctx))
  const test = tester(p, index.rows)
  const total = countMatches(p, index, order.length, test)
  const out: Row[] = []
  const last = Math.min(end, total)
  const { slots } = order
  for (let i = 0, seen = 0; i < order.length && seen < last; i++) {
    const slot = slots[i]
    if (!test(slot)) continue
    if (seen >= start) out.push(index.rows[slot]!)
    seen++
  }
  return { total, rows: out }
}

const materialised = new WeakMap<object, { version: number; rows: Row[] }>()

/** The table's rows in the requested order (NULLs first, ties by id), from its ordered index. */
export function sortedRows(table: Table, spec: SortField[]): Row[] {
  const index = tableIndex(table)
  const order = index.order(spec)
  const hit = materialised.get(order)
  if (hit && hit.version === table.version) return hit.rows
  const rows = Array.from(order.slots.subarray(0, order.length), (slot) => index.rows[slot]!)
  materialised.set(order, { version: table.version, rows })
  return rows
}
