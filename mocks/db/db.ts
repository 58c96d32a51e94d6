import { Table } from './table'
import type { Change, Row } from './row-schema'

/**
 * The mock host's database: tables created on first use, one per resource family plus the
 * host's own (sessions, notifications, settings, ...). Change listeners are how persistence
 * and cross-tab sync see every write.
 */
export class Database {
  #tables = new Map<string, Table>()
  #listeners = new Set<(change: Change) => void>()

  table<T extends Row = Row>(name: string): Table<T> {
    let t = this.#tables.get(name)
    if (!t) {
      t = new Table(name)
      t.onChange((c) => this.#listeners.forEach((l) => l(c)))
      this.#tables.set(name, t)
    }
    return t as unknown as Table<T>
  }

  tables(): Table[] {
    return [...this.#tables.values()]
  }

  onChange(listener: (change: Change) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  clear() {
    for (const t of this.#tables.values()) t.clear()
  }

  /** A plain snapshot (rows by table), for persistence and for the Node server's reset. */
  snapshot(): Record<string, Row[]> {
    return Object.fromEntries(this.tables().map((t) => [t.name, t.all().map((r) => ({ ...r }))]))
  }

  /**
   * Replace every table's rows with the snapshot's (tables it does not name are emptied).
   * The rows answer at once; they go into the tables' collections in the background
   * (`materialise`), a table's writes waiting for its own.
   */
  restore(snapshot: Record<string, Row[]>) {
    for (const t of this.tables()) if (!(t.name in snapshot)) t.clear()
    for (const [name, rows] of Object.entries(snapshot)) this.table(name).load(rows)
  }

  /**
   * Like `restore`, with each table's rows read only when that table is first used (see
   * Table.loadLater); tables not named are emptied.
   */
  restoreLater(readers: Record<string, () => readonly Row[]>) {
    for (const t of this.tables()) if (!(t.name in readers)) t.clear()
    for (const [name, read] of Object.entries(readers)) this.table(name).loadLater(read)
  }

  /**
   * Like `restoreLater`, with each table fetched from storage only when asked (see
   * Table.loadWhenAsked); tables not named are emptied.
   */
  restoreWhenAsked(fetchers: Record<string, () => Promise<() => readonly Row[]>>) {
    for (const t of this.tables()) if (!(t.name in fetchers)) t.clear()
    for (const [name, fetch] of Object.entries(fetchers)) this.table(name).loadWhenAsked(fetch)
  }

  /** Fetch every table still in storage, one at a time, `between` each. */
  async readAll(between: () => Promise<void> = () => Promise.resolve()) {
    for (const t of this.tables()) {
      if (!t.unread) continue
      await t.read()
      await between()
    }
  }

  /**
   * Put every loaded row into its collection, a table at a time, yielding between tables and
   * between batches of a large table, so requests are answered meanwhile.
   */
  async materialise(yieldBetween: () => Promise<void> = () => Promise.resolve()) {
    for (const t of this.tables()) {
      if (!t.staged) continue
      await t.materialise(yieldBetween)
      await yieldBetween()
    }
  }
}

export { Table } from './table'
export { TableNotRead } from './stored-rows'
// On its own so a page can date a row without loading @msw/data (mocks/browser/first-visit-settings.ts).
export { timestamp } from './timestamp'
export type { Change, Row } from './row-schema'
