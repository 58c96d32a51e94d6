import { Table, type Change, type Row } from './table'

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

  async restore(snapshot: Record<string, Row[]>) {
    this.clear()
    for (const [name, rows] of Object.entries(snapshot)) {
      const t = this.table(name)
      for (const row of rows) await t.insert(row, { silent: true })
    }
  }
}

export { Table, timestamp, type Change, type Row } from './table'
