import type { Change, Database, Row } from '../db/db'
import { done, openDb, result } from './idb'

/**
 * Bump when seeds or row shapes change, so browsers drop rows of an older shape (3: the seed's
 * dates follow the day it is made; 4: market soundings keep their wording and cleansing, and
 * external insiders (pa-deals) exist; 5: funds hold companies, fund-holdings; 6: stored as a
 * snapshot per table plus a journal; 7: each snapshot is the table's rows as JSON text).
 */
export const DATA_VERSION = 7
const DB_NAME = 'mock-host'
/** 1: one record per row ('rows'); 2: one snapshot per table ('tables') plus 'journal'. */
export const IDB_VERSION = 2
/** Journal length past which it is folded into the snapshots. */
export const COMPACT_AT = 2000

/** Rows by table name. */
export type Snapshot = Record<string, Row[]>

/** Each table's rows, read (decoded, journal applied) when asked for. */
export type LazySnapshot = Record<string, () => Row[]>

/**
 * A table's stored snapshot is its rows as JSON text: IndexedDB hands a string back far
 * faster than it rebuilds ~300,000 objects by structured clone, and a table's text is parsed
 * only when the table is first used (Table.loadLater).
 */
const encode = (rows: readonly Row[]) => JSON.stringify(rows)
const decode = (stored: unknown): Row[] =>
  typeof stored === 'string' ? (JSON.parse(stored) as Row[]) : ((stored as Row[]) ?? [])

/** Each stored table's text length, kept beside the snapshots (meta 'sizes'). */
type TableSizes = Record<string, number>

/** Beyond `taken`, the smallest tables whose sizes add up to no more than `budget`. */
function smallest(sizes: TableSizes, taken: readonly string[], budget: number): string[] {
  const picked: string[] = []
  let total = 0
  for (const [name, size] of Object.entries(sizes).sort((a, b) => a[1] - b[1])) {
    if (taken.includes(name)) continue
    if (total + size > budget) break
    total += size
    picked.push(name)
  }
  return picked
}

/** One change written after the snapshot: the row as it now is, or a tombstone. */
export type JournalEntry = { table: string; row: Row } | { table: string; deleted: number }

/**
 * Whatever layout an older version left is dropped whole (its meta goes with it, so the next
 * start finds no DATA_VERSION and seeds afresh): migrating mock rows is not worth the risk.
 */
export function upgradeLayout(db: IDBDatabase) {
  for (const name of Array.from(db.objectStoreNames)) db.deleteObjectStore(name)
  db.createObjectStore('tables')
  db.createObjectStore('journal', { autoIncrement: true })
  db.createObjectStore('meta')
}

/**
 * The snapshot with the journal applied in order. A table's row order is kept as the live
 * table keeps it: an update stays in place, an insert goes last.
 */
export function applyJournal(snapshot: Snapshot, journal: readonly JournalEntry[]): Snapshot {
  if (journal.length === 0) return snapshot
  const touched = new Map<string, Map<number, Row>>()
  const rowsOf = (table: string) => {
    let rows = touched.get(table)
    if (!rows) {
      rows = new Map((snapshot[table] ?? []).map((r) => [r.id, r]))
      touched.set(table, rows)
    }
    return rows
  }
  for (const entry of journal) {
    if ('deleted' in entry) rowsOf(entry.table).delete(entry.deleted)
    else rowsOf(entry.table).set(entry.row.id, entry.row)
  }
  const next = { ...snapshot }
  for (const [table, rows] of touched) next[table] = [...rows.values()]
  return next
}

/**
 * Write-through persistence of the mock's database in IndexedDB: every change is appended to
 * a journal as it happens (batched per task), so a killed tab loses nothing already answered.
 * (@msw/data's persist() writes only on `unload`, which browsers do not promise to fire.)
 * The bulk of the rows sits in one record per table, so a start reads a few dozen records
 * rather than one per row; the journal is folded into them once it grows long.
 */
export class Persistence {
  #pending = new Map<string, JournalEntry>()
  #flushing: Promise<void> | null = null
  #compacting: Promise<void> | null = null
  /** Journal entries this tab knows of (other tabs append too: a hint, not a count). */
  #journalSize = 0

  private constructor(private readonly idb: IDBDatabase) {}

  static async open(name = DB_NAME) {
    return new Persistence(await openDb(name, IDB_VERSION, upgradeLayout))
  }

  /**
   * The stored rows, journal applied, each table decoded only when its reader is called; null
   * when nothing (or an older shape) is stored.
   */
  async readLater(): Promise<LazySnapshot | null> {
    const tx = this.idb.transaction(['tables', 'journal', 'meta'], 'readonly')
    const [version, names, texts, journal] = await Promise.all([
      result(tx.objectStore('meta').get('version')),
      result(tx.objectStore('tables').getAllKeys()),
      result(tx.objectStore('tables').getAll()),
      result(tx.objectStore('journal').getAll()),
    ])
    if (version !== DATA_VERSION || names.length === 0) return null
    this.#journalSize = journal.length
    const stored = new Map(names.map((name, i) => [String(name), texts[i] as unknown]))
    const entries = new Map<string, JournalEntry[]>()
    for (const entry of journal as JournalEntry[]) {
      const list = entries.get(entry.table) ?? []
      list.push(entry)
      entries.set(entry.table, list)
    }
    const lazy: LazySnapshot = {}
    for (const name of new Set([...stored.keys(), ...entries.keys()]))
      lazy[name] = () =>
        applyJournal({ [name]: decode(stored.get(name)) }, entries.get(name) ?? [])[name]
    return lazy
  }

  /** The stored rows, journal applied, all decoded; null when nothing is stored. */
  async read(): Promise<Snapshot | null> {
    const lazy = await this.readLater()
    if (!lazy) return null
    return Object.fromEntries(Object.entries(lazy).map(([name, read]) => [name, read()]))
  }

  /**
   * Hand the stored tables to `db`: those named in `first`, and then the smallest others as
   * long as their text adds up to no more than `budget` characters, are fetched now (decoded
   * on first use); every other one only when asked (Table.loadWhenAsked). False when nothing
   * (or an older shape) is stored. Without `first` every table is fetched now.
   *
   * Why a budget: one fetch of a normal seed's every table (~4 MB of text) costs a few ms,
   * while a request meeting tables still in storage waits a round trip for each (issue 10's
   * detail page met six). The large seed's big tables stay where they are until asked.
   */
  async restore(db: Database, first?: readonly string[], budget = 0): Promise<boolean> {
    if (!first) {
      const lazy = await this.readLater()
      if (!lazy) return false
      db.restoreLater(lazy)
    } else {
      const tx = this.idb.transaction(['tables', 'journal', 'meta'], 'readonly')
      const tables = tx.objectStore('tables')
      const meta = tx.objectStore('meta')
      const [version, names, sizes, journal] = await Promise.all([
        result(meta.get('version')),
        result(tables.getAllKeys()),
        result(meta.get('sizes')) as Promise<TableSizes | undefined>,
        result(tx.objectStore('journal').getAll()) as Promise<JournalEntry[]>,
      ])
      if (version !== DATA_VERSION || names.length === 0) return false
      this.#journalSize = journal.length
      const all = new Set([...names.map(String), ...journal.map((e) => e.table)])
      const now = [...first, ...smallest(sizes ?? {}, first, budget)].filter((n) => all.has(n))
      // Still inside the transaction: these reads see the same stored state as the journal.
      const texts = await Promise.all(now.map((name) => result(tables.get(name))))
      const fetchers: Record<string, () => Promise<() => Row[]>> = {}
      for (const name of all) {
        const index = now.indexOf(name)
        fetchers[name] =
          index >= 0
            ? async () => this.#decoder(name, texts[index], journal)
            : () => this.#fetchTable(name)
      }
      db.restoreWhenAsked(fetchers)
      // The tables fetched now are read now: a request never waits for them.
      await Promise.all(now.map((n) => db.table(n).read()))
    }
    if (this.#journalSize > COMPACT_AT) void this.compact()
    return true
  }

  /** A table's text and its journal entries as stored now (one transaction: consistent). */
  async #fetchTable(name: string): Promise<() => Row[]> {
    const tx = this.idb.transaction(['tables', 'journal'], 'readonly')
    const [text, journal] = await Promise.all([
      result(tx.objectStore('tables').get(name)),
      result(tx.objectStore('journal').getAll()),
    ])
    return this.#decoder(name, text, journal as JournalEntry[])
  }

  #decoder(name: string, text: unknown, journal: readonly JournalEntry[]): () => Row[] {
    const mine = journal.filter((e) => e.table === name)
    return () => applyJournal({ [name]: decode(text) }, mine)[name]
  }

  /** Replace everything stored with the database as it is now (after seeding or a reset). */
  async rewrite(db: Database) {
    this.#pending.clear()
    const tx = this.idb.transaction(['tables', 'journal', 'meta'], 'readwrite')
    const tables = tx.objectStore('tables')
    tables.clear()
    const sizes: TableSizes = {}
    for (const t of db.tables()) {
      const text = encode(t.all())
      tables.put(text, t.name)
      sizes[t.name] = text.length
    }
    tx.objectStore('journal').clear()
    tx.objectStore('meta').put(DATA_VERSION, 'version')
    tx.objectStore('meta').put(sizes, 'sizes')
    this.#journalSize = 0
    await done(tx)
  }

  write(change: Change) {
    const entry: JournalEntry =
      change.op === 'delete'
        ? { table: change.table, deleted: change.row.id }
        : { table: change.table, row: change.row }
    // Only the last state of a row within one batch matters.
    const key = `${change.table}:${change.row.id}`
    this.#pending.delete(key)
    this.#pending.set(key, entry)
    if (!this.#flushing) this.#flushing = Promise.resolve().then(() => this.#flush())
  }

  /** Resolves when every write so far is committed (and any compaction under way is done). */
  async settled() {
    while (this.#flushing || this.#compacting) await (this.#flushing ?? this.#compacting)
  }

  async #flush() {
    const batch = [...this.#pending.values()]
    this.#pending.clear()
    try {
      const tx = this.idb.transaction('journal', 'readwrite')
      const journal = tx.objectStore('journal')
      for (const entry of batch) journal.add(entry)
      await done(tx)
      this.#journalSize += batch.length
      if (this.#journalSize > COMPACT_AT && !this.#compacting) void this.compact()
    } finally {
      this.#flushing = this.#pending.size ? Promise.resolve().then(() => this.#flush()) : null
    }
  }

  /**
   * Fold the journal into the snapshots of the tables it touches. It works from what is
   * stored, not from this tab's rows, inside one transaction: another tab's entries that
   * this tab has not heard of yet are folded in, not lost. Answers do not wait for it.
   */
  compact(): Promise<void> {
    this.#compacting ??= this.#compact().finally(() => (this.#compacting = null))
    return this.#compacting
  }

  async #compact() {
    const tx = this.idb.transaction(['tables', 'journal', 'meta'], 'readwrite')
    const tables = tx.objectStore('tables')
    const journalStore = tx.objectStore('journal')
    const meta = tx.objectStore('meta')
    const [journal, sizes] = await Promise.all([
      result(journalStore.getAll()) as Promise<JournalEntry[]>,
      result(meta.get('sizes')) as Promise<TableSizes | undefined>,
    ])
    const names = [...new Set(journal.map((e) => e.table))]
    const texts = await Promise.all(names.map((name) => result(tables.get(name))))
    const before: Snapshot = {}
    names.forEach((name, i) => (before[name] = decode(texts[i])))
    const after = applyJournal(before, journal)
    const nextSizes = { ...sizes }
    for (const name of names) {
      const text = encode(after[name])
      tables.put(text, name)
      nextSizes[name] = text.length
    }
    meta.put(nextSizes, 'sizes')
    journalStore.clear()
    await done(tx)
    this.#journalSize = 0
  }

  /** Forget everything (the next start seeds afresh). */
  async wipe() {
    const tx = this.idb.transaction(['tables', 'journal', 'meta'], 'readwrite')
    for (const name of ['tables', 'journal', 'meta']) tx.objectStore(name).clear()
    this.#journalSize = 0
    await done(tx)
  }

  close() {
    this.idb.close()
  }
}
