import { done, result } from './idb'
import {
  applyJournal,
  decode,
  getPages,
  putTable,
  type JournalEntry,
  type Snapshot,
  type TablePages,
  type TableSizes,
} from './persistence-pages'

/**
 * Fold the journal into the tables it touched, in one transaction: their pages are rewritten
 * with the entries applied, the journal emptied, so a start reads a few records again.
 */
export async function foldJournal(idb: IDBDatabase, pageChars: number) {
  const tx = idb.transaction(['tables', 'journal', 'meta'], 'readwrite')
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
    const stored = putTable(tables, name, after[name], pageChars, counts?.[name] ?? 0)
    nextSizes[name] = stored.size
    nextCounts[name] = stored.pages
  }
  meta.put(nextSizes, 'sizes')
  meta.put(nextCounts, 'pages')
  journalStore.clear()
  await done(tx)
}
