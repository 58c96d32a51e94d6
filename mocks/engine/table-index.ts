import type { Row, Table } from '../db/db'
import { compare, keysOf, norm, type SortField, type SortKey } from './collation'

/**
 * One column, dictionary-encoded: `codes[slot]` indexes `values` (normalised); `counts` is how
 * many live rows hold each value. A deleted row's slot holds -1.
 */
export interface Column {
  codes: Int32Array
  dict: Map<string, number>
  values: string[]
  counts: number[]
}

/** Slots in sort order; `length` of them are live. */
export interface Order {
  spec: SortField[]
  slots: Int32Array
  length: number
}

/**
 * A row predicate per slot (1 or 0), and per column how many flagged live rows hold each value,
 * so "type X and column in (...)" is counted without a scan.
 */
export interface Flags {
  bits: Uint8Array
  counts: Map<string, number[]>
}

const REPLAY_LIMIT = 512

/**
 * What a database keeps beside a table so a filtered, sorted page does not read every row:
 * dictionary-encoded columns (for exact and partial filters), ordered indexes (for sorts) and
 * per-row flags of pure predicates (the `?type=` ones). Built on first use, then kept in step
 * with the table by replaying its write log, as a database updates its indexes on write; only
 * a log that no longer reaches back (a reset, a restore, a bulk load) means a rebuild. The
 * answers themselves are never cached.
 */
export class TableIndex {
  /** Rows by slot; a deleted row leaves an undefined slot until the next rebuild. */
  rows: (Row | undefined)[] = []
  #slotOf = new Map<number, number>()
  #version = -1
  #capacity = 0
  #columns = new Map<string, Column>()
  #orders = new Map<string, Order>()
  #flags = new Map<(row: Row) => boolean, Flags>()

  constructor(readonly table: Table) {}

  /** Catch up with the table: replay the rows written since, or rebuild. */
  sync(): this {
    const t = this.table
    if (this.#version === t.version) return this
    const ids = this.#version < 0 ? null : t.changedSince(this.#version)
    if (ids === null || ids.length > REPLAY_LIMIT) this.#rebuild()
    else for (const id of new Set(ids)) this.#refresh(id)
    this.#version = t.version
    return this
  }

  column(name: string): Column {
    let col = this.#columns.get(name)
    if (col) return col
    col = {
      codes: new Int32Array(this.#capacity).fill(-1),
      dict: new Map(),
      values: [],
      counts: [],
    }
    this.rows.forEach((row, slot) => {
      if (row) col!.codes[slot] = encode(col!, row[name])
    })
    this.#columns.set(name, col)
    return col
  }

  order(spec: SortField[]): Order {
    const key = spec.map((s) => (s.desc ? '-' : '') + s.field).join(',')
    let order = this.#orders.get(key)
    if (order) return order
    const decorated: { slot: number; id: number; keys: SortKey[] }[] = []
    this.rows.forEach((row, slot) => {
      if (row) decorated.push({ slot, id: row.id, keys: keysOf(row, spec) })
    })
    decorated.sort((a, b) => compare(spec, a.keys, b.keys, a.id, b.id))
    const slots = new Int32Array(this.#capacity)
    decorated.forEach((d, i) => (slots[i] = d.slot))
    order = { spec, slots, length: decorated.length }
    this.#orders.set(key, order)
    return order
  }

  /** `fn(row)` per slot, for predicates that depend on the row alone. */
  flags(fn: (row: Row) => boolean): Flags {
    let flags = this.#flags.get(fn)
    if (flags) return flags
    const bits = new Uint8Array(this.#capacity)
    this.rows.forEach((row, slot) => {
      if (row && fn(row)) bits[slot] = 1
    })
    flags = { bits, counts: new Map() }
    this.#flags.set(fn, flags)
    return flags
  }

  /** How many rows flagged by `fn` hold each value (by code) of the column. */
  flaggedCounts(fn: (row: Row) => boolean, name: string): number[] {
    const flags = this.flags(fn)
    let counts = flags.counts.get(name)
    if (counts) return counts
    const { codes } = this.column(name)
    counts = []
    for (let slot = 0; slot < this.rows.length; slot++)
      if (flags.bits[slot] === 1) counts[codes[slot]] = (counts[codes[slot]] ?? 0) + 1
    flags.counts.set(name, counts)
    return counts
  }

  #rebuild() {
    this.rows = [...this.table.all()]
    this.#slotOf = new Map(this.rows.map((r, slot) => [r!.id, slot]))
    this.#capacity = this.rows.length + 64
    this.#columns.clear()
    this.#orders.clear()
    this.#flags.clear()
  }

  #refresh(id: number) {
    const row = this.table.find(id)
    let slot = this.#slotOf.get(id)
    const old = slot === undefined ? undefined : this.rows[slot]
    if (slot === undefined) {
      if (!row) return
      slot = this.rows.length
      this.#grow(slot + 1)
      this.rows.push(row)
      this.#slotOf.set(id, slot)
    } else if (!row) {
      this.rows[slot] = undefined
      this.#slotOf.delete(id)
    } else this.rows[slot] = row

    const tally = (delta: number) => {
      for (const { bits, counts } of this.#flags.values()) {
        if (bits[slot] !== 1) continue
        for (const [name, c] of counts) {
          const code = this.#columns.get(name)!.codes[slot]
          c[code] = (c[code] ?? 0) + delta
        }
      }
    }
    if (old) tally(-1)
    for (const [name, col] of this.#columns) {
      if (old) col.counts[col.codes[slot]]--
      col.codes[slot] = row ? encode(col, row[name]) : -1
    }
    for (const [fn, flags] of this.#flags) flags.bits[slot] = row && fn(row) ? 1 : 0
    if (row) tally(1)
    for (const order of this.#orders.values()) {
      if (
        old &&
        row &&
        compare(order.spec, keysOf(old, order.spec), keysOf(row, order.spec), 0, 0) === 0
      )
        continue
      if (old) remove(order, slot)
      if (row) this.#insert(order, slot, row)
    }
  }

  #insert(order: Order, slot: number, row: Row) {
    const keys = keysOf(row, order.spec)
    let lo = 0
    let hi = order.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const other = this.rows[order.slots[mid]]!
      if (compare(order.spec, keysOf(other, order.spec), keys, other.id, row.id) < 0) lo = mid + 1
      else hi = mid
    }
    order.slots.copyWithin(lo + 1, lo, order.length)
    order.slots[lo] = slot
    order.length++
  }

  /** Room for `size` slots in every per-slot array (doubling, as a vector grows). */
  #grow(size: number) {
    if (size <= this.#capacity) return
    const capacity = Math.max(size, this.#capacity * 2)
    const widen = <A extends Int32Array | Uint8Array>(a: A, fill: number): A => {
      const b = new (a.constructor as new (n: number) => A)(capacity)
      b.fill(fill)
      b.set(a)
      return b
    }
    for (const col of this.#columns.values()) col.codes = widen(col.codes, -1)
    for (const flags of this.#flags.values()) flags.bits = widen(flags.bits, 0)
    for (const order of this.#orders.values()) order.slots = widen(order.slots, 0)
    this.#capacity = capacity
  }
}

function encode(col: Column, value: unknown): number {
  const v = norm(value)
  let code = col.dict.get(v)
  if (code === undefined) {
    code = col.values.length
    col.dict.set(v, code)
    col.values.push(v)
    col.counts.push(0)
  }
  col.counts[code]++
  return code
}

function remove(order: Order, slot: number) {
  const at = order.slots.subarray(0, order.length).indexOf(slot)
  if (at < 0) return
  order.slots.copyWithin(at, at + 1, order.length)
  order.length--
}

const indexes = new WeakMap<Table, TableIndex>()

/** The table's index, caught up with its latest write. */
export function tableIndex(table: Table): TableIndex {
  let index = indexes.get(table)
  if (!index) indexes.set(table, (index = new TableIndex(table)))
  return index.sync()
}
