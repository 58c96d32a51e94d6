import type { Change, Database, Row } from '../db/db'
import { done, nextTask, openDb, result, succeeded } from './idb'

/**
 * Bump when seeds or row shapes change, so browsers drop rows of an older shape (3: the seed's
 * dates follow the day it is made; 4: market soundings keep their wording and cleansing, and
 * external insiders (pa-deals) exist; 5: funds hold companies, fund-holdings; 6: stored as a
 * snapshot per table plus a journal; 7: each snapshot is the table's rows as JSON text; 8: that
 * text is cut into pages, one record each).
 */
export const DATA_VERSION = 8
const DB_NAME = 'mock-host'
/** 1: one record per row ('rows'); 2: one snapshot per table ('tables') plus 'journal'. */
export const IDB_VERSION = 2
/** Journal length past which it is folded into the snapshots. */
export const COMPACT_AT = 2000
/**
 * A stored page's text at most (characters; a single longer row makes a page of its own).
 * Reading a record and parsing its text happen in one task: the large seed's investments
 * (38 MB as one record) held the page's main thread for 250 ms; a page of this size takes a few.
 */
export const PAGE_CHARS = 500_000

/** Rows by table name. */
export type Snapshot = Record<string, Row[]>

/** Each table's rows, read (decoded, journal applied) when asked for. */
export type LazySnapshot = Record<string, () => Row[]>

/**
 * A table's stored snapshot is its rows as JSON text, in pages of about PAGE_CHARS, one record
 * each (keys `table#0000`, `table#0001`...; meta 'pages' counts them): IndexedDB hands a string
 * back far faster than it rebuilds objects by structured clone, and a page is parsed either
 * when the table is first used (Table.loadLater) or, for a table read at once or when asked,
 * a task apart from the table's other pages.
 */
function encodePages(rows: readonly Row[], pageChars: number): string[] {
  const pages: string[] = []
  let page: string[] = []
  let size = 0
  for (const row of rows) {
    const text = JSON.stringify(row)
    if (page.length > 0 && size + text.length > pageChars) {
      pages.push(`[${page.join(',')}]`)
      page = []
      size = 0
    }
    page.push(text)
    size += text.length + 1
  }
  pages.push(`[${page.join(',')}]`)
  return pages
}

const parsePage = (stored: unknown): Row[] =>
  typeof stored === 'string' ? (JSON.parse(stored) as Row[]) : ((stored as Row[]) ?? [])

const decode = (pages: readonly unknown[]): Row[] =>
  pages.length === 1 ? parsePage(pages[0]) : pages.flatMap(parsePage)

const pageKey = (table: string, page: number) => `${table}#${String(page).padStart(4, '0')}`

/** The number of pages each stored table has (meta 'pages'). */
type TablePages = Record<string, number>

/** The requests for a table's pages, in order, within `tables`' transaction. */
const getPages = (tables: IDBObjectStore, name: string, count: number) =>
  Array.from({ length: count }, (_, i) => result(tables.get(pageKey(name, i))))

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

  private constructor(
    private readonly idb: IDBDatabase,
    private readonly pageChars: number,
  ) {}

  static async open(name = DB_NAME, { pageChars = PAGE_CHARS } = {}) {
    return new Persistence(await openDb(name, IDB_VERSION, upgradeLayout), pageChars)
  }

  /**
   * The stored rows, journal applied, each table decoded only when its reader is called; null
   * when nothing (or an older shape) is stored.
   */
  async readLater(): Promise<LazySnapshot | null> {
    const tx = this.idb.transaction(['tables', 'journal', 'meta'], 'readonly')
    const [version, counts, journal] = await Promise.all([
      result(tx.objectStore('meta').get('version')),
      result(tx.objectStore('meta').get('pages')) as Promise<TablePages | undefined>,
      result(tx.objectStore('journal').getAll()) as Promise<JournalEntry[]>,
    ])
    if (version !== DATA_VERSION || !counts) return null
    this.#journalSize = journal.length
    const tables = tx.objectStore('tables')
    const names = Object.keys(counts)
    const stored = await Promise.all(
      names.map((name) => Promise.all(getPages(tables, name, counts[name]))),
    )
    const lazy: LazySnapshot = {}
    for (const name of new Set([...names, ...journal.map((e) => e.table)]))
      lazy[name] = this.#decoder(name, stored[names.indexOf(name)] ?? [], journal)
    return lazy
  }

  /** Whether a seed of this DATA_VERSION is stored (else a start seeds afresh). */
  async holdsCurrentData(): Promise<boolean> {
    const tx = this.idb.transaction('meta', 'readonly')
    const [version, counts] = await Promise.all([
      result(tx.objectStore('meta').get('version')),
      result(tx.objectStore('meta').get('pages')),
    ])
    return version === DATA_VERSION && !!counts
  }

  /** The stored rows, journal applied, all decoded; null when nothing is stored. */
  async read(): Promise<Snapshot | null> {
    const lazy = await this.readLater()
    if (!lazy) return null
    return Object.fromEntries(Object.entries(lazy).map(([name, read]) => [name, read()]))
  }

  /**
   * Hand the stored tables to `db`: those named in `first`, and then the smallest others as
   * long as their text adds up to no more than `budget` characters, are fetched now; every
   * other one only when asked (Table.loadWhenAsked). False when nothing (or an older shape) is
   * stored. Without `first` every table is fetched now, each decoded on first use.
   *
   * Why a budget: one fetch of a normal seed's every table (~4 MB of text) costs a few ms,
   * while a request meeting tables still in storage waits a round trip for each (issue 10's
   * detail page met six). The large seed's big tables stay where they are until asked.
   * The first tables are used at once, so their pages are parsed now, a task apart (the large
   * seed's users are 9 MB); the budget's small ones when first used.
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
      const [version, counts, sizes, journal] = await Promise.all([
        result(meta.get('version')),
        result(meta.get('pages')) as Promise<TablePages | undefined>,
        result(meta.get('sizes')) as Promise<TableSizes | undefined>,
        result(tx.objectStore('journal').getAll()) as Promise<JournalEntry[]>,
      ])
      if (version !== DATA_VERSION || !counts) return false
      this.#journalSize = journal.length
      const all = new Set([...Object.keys(counts), ...journal.map((e) => e.table)])
      const parsed = first.filter((n) => all.has(n))
      const small = smallest(sizes ?? {}, first, budget).filter((n) => all.has(n))
      // Still inside the transaction: these reads see the same stored state as the journal.
      const [rows, texts] = await Promise.all([
        Promise.all(parsed.map((n) => this.#parsedPages(tables, n, counts[n] ?? 0))),
        Promise.all(small.map((n) => Promise.all(getPages(tables, n, counts[n] ?? 0)))),
      ])
      const fetchers: Record<string, () => Promise<() => Row[]>> = {}
      for (const name of all) {
        const [p, t] = [parsed.indexOf(name), small.indexOf(name)]
        fetchers[name] =
          p >= 0
            ? async () => this.#reader(name, rows[p], journal)
            : t >= 0
              ? async () => this.#decoder(name, texts[t], journal)
              : () => this.#fetchTable(name)
      }
      db.restoreWhenAsked(fetchers)
      // The tables fetched now are read now: a request never waits for them.
      await Promise.all([...parsed, ...small].map((n) => db.table(n).read()))
    }
    if (this.#journalSize > COMPACT_AT) void this.compact()
    return true
  }

  /**
   * A table's rows, its pages read and parsed a task apart once they have all arrived: Chrome
   * delivers a transaction's results in one task, so reading them there would deserialise and
   * parse the whole table in it (the large seed's users are 9 MB).
   */
  async #parsedPages(tables: IDBObjectStore, name: string, count: number): Promise<Row[]> {
    const requests = Array.from({ length: count }, (_, i) => tables.get(pageKey(name, i)))
    await Promise.all(requests.map(succeeded))
    const pages: Row[][] = []
    for (const req of requests) {
      if (pages.length > 0) await nextTask()
      pages.push(parsePage(req.result))
    }
    return pages.length === 1 ? pages[0] : pages.flat()
  }

  /** A table's pages and its journal entries as stored now (one transaction: consistent). */
  async #fetchTable(name: string): Promise<() => Row[]> {
    const tx = this.idb.transaction(['tables', 'journal', 'meta'], 'readonly')
    const [counts, journal] = await Promise.all([
      result(tx.objectStore('meta').get('pages')) as Promise<TablePages | undefined>,
      result(tx.objectStore('journal').getAll()) as Promise<JournalEntry[]>,
    ])
    const rows = await this.#parsedPages(tx.objectStore('tables'), name, counts?.[name] ?? 0)
    return this.#reader(name, rows, journal)
  }

  #decoder(name: string, pages: readonly unknown[], journal: readonly JournalEntry[]) {
    const mine = journal.filter((e) => e.table === name)
    return () => applyJournal({ [name]: decode(pages) }, mine)[name]
  }

  #reader(name: string, rows: Row[], journal: readonly JournalEntry[]) {
    const mine = journal.filter((e) => e.table === name)
    return () => applyJournal({ [name]: rows }, mine)[name]
  }

  /** Store `rows` as `name`'s pages, dropping pages a longer version left (within `tx`). */
  #putTable(tables: IDBObjectStore, name: string, rows: readonly Row[], was = 0) {
    const pages = encodePages(rows, this.pageChars)
    pages.forEach((text, i) => tables.put(text, pageKey(name, i)))
    for (let i = pages.length; i < was; i++) tables.delete(pageKey(name, i))
    return { pages: pages.length, size: pages.reduce((n, text) => n + text.length, 0) }
  }

  /** Replace everything stored with the database as it is now (after seeding or a reset). */
  async rewrite(db: Database) {
    this.#pending.clear()
    const tx = this.idb.transaction(['tables', 'journal', 'meta'], 'readwrite')
    const tables = tx.objectStore('tables')
    tables.clear()
    const sizes: TableSizes = {}
    const counts: TablePages = {}
    for (const t of db.tables()) {
      const stored = this.#putTable(tables, t.name, t.all())
      sizes[t.name] = stored.size
      counts[t.name] = stored.pages
    }
    tx.objectStore('journal').clear()
    tx.objectStore('meta').put(DATA_VERSION, 'version')
    tx.objectStore('meta').put(sizes, 'sizes')
    tx.objectStore('meta').put(counts, 'pages')
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

  /** Resolves when every write so far is in the journal, committed (or storage refused it). */
  async flushed() {
    while (this.#flushing) await this.#flushing
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
    } catch (error) {
      // A full disk or a closed connection: the host keeps the change in memory and answers
      // from it, so the answer waiting on this (flushed) goes out; the next load will not
      // find the change, which is said here rather than lost without a word.
      console.error('The mock host could not store a change in IndexedDB:', error)
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
    const [journal, sizes, counts] = await Promise.all([
      result(journalStore.getAll()) as Promise<JournalEntry[]>,
      result(meta.get('sizes')) as Promise<TableSizes | undefined>,
      result(meta.get('pages')) as Promise<TablePages | undefined>,
    ])
    const names = [...new Set(journal.map((e) => e.table))]
    const before: Snapshot = {}
    await Promise.all(
      names.map(
        async (n) => (before[n] = decode(await Promise.all(getPages(tables, n, counts?.[n] ?? 0)))),
      ),
    )
    const after = applyJournal(before, journal)
    const nextSizes = { ...sizes }
    const nextCounts = { ...counts }
    for (const name of names) {
      const stored = this.#putTable(tables, name, after[name], counts?.[name] ?? 0)
      nextSizes[name] = stored.size
      nextCounts[name] = stored.pages
    }
    meta.put(nextSizes, 'sizes')
    meta.put(nextCounts, 'pages')
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
