import type { Row } from '../db/db'
import { nextTask, result, succeeded } from './idb'

/**
 * Bump when seeds or row shapes change, so browsers drop rows of an older shape (3: the seed's
 * dates follow the day it is made; 4: market soundings keep their wording and cleansing, and
 * external insiders (pa-deals) exist; 5: funds hold companies, fund-holdings; 6: stored as a
 * snapshot per table plus a journal; 7: each snapshot is the table's rows as JSON text; 8: that
 * text is cut into pages, one record each).
 */
export const DATA_VERSION = 8
export const DB_NAME = 'mock-host'
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
export function encodePages(rows: readonly Row[], pageChars: number): string[] {
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

export const parsePage = (stored: unknown): Row[] =>
  typeof stored === 'string' ? (JSON.parse(stored) as Row[]) : ((stored as Row[]) ?? [])

export const decode = (pages: readonly unknown[]): Row[] =>
  pages.length === 1 ? parsePage(pages[0]) : pages.flatMap(parsePage)

export const pageKey = (table: string, page: number) => `${table}#${String(page).padStart(4, '0')}`

/** The number of pages each stored table has (meta 'pages'). */
export type TablePages = Record<string, number>

/** The requests for a table's pages, in order, within `tables`' transaction. */
export const getPages = (tables: IDBObjectStore, name: string, count: number) =>
  Array.from({ length: count }, (_, i) => result(tables.get(pageKey(name, i))))

/** Each stored table's text length, kept beside the snapshots (meta 'sizes'). */
export type TableSizes = Record<string, number>

/** Beyond `taken`, the smallest tables whose sizes add up to no more than `budget`. */
export function smallest(sizes: TableSizes, taken: readonly string[], budget: number): string[] {
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
 * A table's rows, its pages read and parsed a task apart once they have all arrived: Chrome
 * delivers a transaction's results in one task, so reading them there would deserialise and
 * parse the whole table in it (the large seed's users are 9 MB).
 */
export async function parsedPages(
  tables: IDBObjectStore,
  name: string,
  count: number,
): Promise<Row[]> {
  const requests = Array.from({ length: count }, (_, i) => tables.get(pageKey(name, i)))
  await Promise.all(requests.map(succeeded))
  const pages: Row[][] = []
  for (const req of requests) {
    if (pages.length > 0) await nextTask()
    pages.push(parsePage(req.result))
  }
  return pages.length === 1 ? pages[0] : pages.flat()
}

export function decoder(name: string, pages: readonly unknown[], journal: readonly JournalEntry[]) {
  const mine = journal.filter((e) => e.table === name)
  return () => applyJournal({ [name]: decode(pages) }, mine)[name]
}

export function reader(name: string, rows: Row[], journal: readonly JournalEntry[]) {
  const mine = journal.filter((e) => e.table === name)
  return () => applyJournal({ [name]: rows }, mine)[name]
}

/** Store `rows` as `name`'s pages, dropping pages a longer version left (within `tx`). */
export function putTable(
  tables: IDBObjectStore,
  name: string,
  rows: readonly Row[],
  pageChars: number,
  was = 0,
) {
  const pages = encodePages(rows, pageChars)
  pages.forEach((text, i) => tables.put(text, pageKey(name, i)))
  for (let i = pages.length; i < was; i++) tables.delete(pageKey(name, i))
  return { pages: pages.length, size: pages.reduce((n, text) => n + text.length, 0) }
}

/** Stored tables as `Persistence.fetch` read them, for `restoreFetched`. */
export interface FetchedTables {
  /** Every table stored or journalled. */
  all: string[]
  journal: JournalEntry[]
  /** The first tables, and their rows (parsed). */
  parsed: string[]
  rows: Row[][]
  /** The small tables the budget took, and their pages (text, parsed on first use). */
  small: string[]
  texts: unknown[][]
}

/**
 * What a start restores (Persistence.restore with its first tables and budget), read in one
 * transaction; null when nothing (or an older shape) is stored.
 */
export async function fetchStartTables(
  idb: IDBDatabase,
  first: readonly string[],
  budget: number,
): Promise<FetchedTables | null> {
  const tx = idb.transaction(['tables', 'journal', 'meta'], 'readonly')
  const tables = tx.objectStore('tables')
  const meta = tx.objectStore('meta')
  const [version, counts, sizes, journal] = await Promise.all([
    result(meta.get('version')),
    result(meta.get('pages')) as Promise<TablePages | undefined>,
    result(meta.get('sizes')) as Promise<TableSizes | undefined>,
    result(tx.objectStore('journal').getAll()) as Promise<JournalEntry[]>,
  ])
  if (version !== DATA_VERSION || !counts) return null
  const all = new Set([...Object.keys(counts), ...journal.map((e) => e.table)])
  const parsed = first.filter((n) => all.has(n))
  const small = smallest(sizes ?? {}, first, budget).filter((n) => all.has(n))
  // Still inside the transaction: these reads see the same stored state as the journal.
  const [rows, texts] = await Promise.all([
    Promise.all(parsed.map((n) => parsedPages(tables, n, counts[n] ?? 0))),
    Promise.all(small.map((n) => Promise.all(getPages(tables, n, counts[n] ?? 0)))),
  ])
  return { all: [...all], journal, parsed, rows, small, texts }
}
