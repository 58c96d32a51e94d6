import type { Change, Database, Row } from '../db/db'
import { done, openDb, result } from './idb'
import { foldJournal } from './persistence-compact'
import {
  COMPACT_AT,
  DATA_VERSION,
  DB_NAME,
  decoder,
  fetchStartTables,
  getPages,
  IDB_VERSION,
  PAGE_CHARS,
  parsedPages,
  putTable,
  reader,
  upgradeLayout,
  type FetchedTables,
  type JournalEntry,
  type LazySnapshot,
  type Snapshot,
  type TablePages,
  type TableSizes,
} from './persistence-pages'

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
      lazy[name] = decoder(name, stored[names.indexOf(name)] ?? [], journal)
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
      this.#compactIfLong()
      return true
    }
    const fetched = await this.fetch(first, budget)
    return fetched ? this.restoreFetched(db, fetched) : false
  }

  /**
   * What `restore` fetches, without a database to hand it to: the page starts it before the
   * host's code has arrived (early-restore.ts). Null when nothing (or an older shape) is stored.
   */
  fetch(first: readonly string[], budget: number): Promise<FetchedTables | null> {
    return fetchStartTables(this.idb, first, budget)
  }

  /** Hand tables `fetch` read to `db`, as `restore` does. */
  async restoreFetched(db: Database, fetched: FetchedTables): Promise<boolean> {
    const { parsed, rows, small, texts, journal } = fetched
    this.#journalSize = journal.length
    const fetchers: Record<string, () => Promise<() => Row[]>> = {}
    for (const name of fetched.all) {
      const [p, t] = [parsed.indexOf(name), small.indexOf(name)]
      fetchers[name] =
        p >= 0
          ? async () => reader(name, rows[p], journal)
          : t >= 0
            ? async () => decoder(name, texts[t], journal)
            : () => this.#fetchTable(name)
    }
    db.restoreWhenAsked(fetchers)
    // The tables fetched now are read now: a request never waits for them.
    await Promise.all([...parsed, ...small].map((n) => db.table(n).read()))
    this.#compactIfLong()
    return true
  }

  #compactIfLong() {
    if (this.#journalSize > COMPACT_AT) void this.compact()
  }

  /** A table's pages and its journal entries as stored now (one transaction: consistent). */
  async #fetchTable(name: string): Promise<() => Row[]> {
    const tx = this.idb.transaction(['tables', 'journal', 'meta'], 'readonly')
    const [counts, journal] = await Promise.all([
      result(tx.objectStore('meta').get('pages')) as Promise<TablePages | undefined>,
      result(tx.objectStore('journal').getAll()) as Promise<JournalEntry[]>,
    ])
    const rows = await parsedPages(tx.objectStore('tables'), name, counts?.[name] ?? 0)
    return reader(name, rows, journal)
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
      const stored = putTable(tables, t.name, t.all(), this.pageChars)
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
    await foldJournal(this.idb, this.pageChars)
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
