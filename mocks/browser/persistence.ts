import type { Change, Database, Row } from '../db/db'
import { done, openDb, result } from './idb'

/**
 * Bump when seeds or row shapes change, so browsers drop rows of an older shape (3: the seed's
 * dates follow the day it is made; 4: market soundings keep their wording and cleansing, and
 * external insiders (pa-deals) exist; 5: funds hold companies, fund-holdings).
 */
export const DATA_VERSION = 5
const DB_NAME = 'mock-host'

interface Stored {
  key: string
  table: string
  row: Row
}

/**
 * Write-through persistence of the mock's database in IndexedDB: every change is written
 * as it happens (batched per task), so a killed tab loses nothing already answered.
 * (@msw/data's persist() writes only on `unload`, which browsers do not promise to fire.)
 */
export class Persistence {
  #pending = new Map<string, Stored | null>()
  #flushing: Promise<void> | null = null

  private constructor(private readonly idb: IDBDatabase) {}

  static async open() {
    const idb = await openDb(DB_NAME, 1, (db) => {
      db.createObjectStore('rows', { keyPath: 'key' })
      db.createObjectStore('meta')
    })
    return new Persistence(idb)
  }

  /** Load every stored row into `db`; false when nothing (or an older shape) is stored. */
  async restore(db: Database): Promise<boolean> {
    const tx = this.idb.transaction(['rows', 'meta'], 'readonly')
    const version = await result(tx.objectStore('meta').get('version'))
    if (version !== DATA_VERSION) return false
    const all = (await result(tx.objectStore('rows').getAll())) as Stored[]
    if (all.length === 0) return false
    const byTable = new Map<string, Row[]>()
    for (const s of all) {
      const list = byTable.get(s.table)
      if (list) list.push(s.row)
      else byTable.set(s.table, [s.row])
    }
    for (const [table, rows] of byTable) {
      rows.sort((a, b) => a.id - b.id)
      const t = db.table(table)
      for (const row of rows) await t.insert(row, { silent: true })
    }
    return true
  }

  /** Replace everything stored with the database as it is now (after seeding or a reset). */
  async rewrite(db: Database) {
    this.#pending.clear()
    const tx = this.idb.transaction(['rows', 'meta'], 'readwrite')
    const rows = tx.objectStore('rows')
    rows.clear()
    for (const t of db.tables())
      for (const row of t.all())
        rows.put({ key: `${t.name}:${row.id}`, table: t.name, row: { ...row } })
    tx.objectStore('meta').put(DATA_VERSION, 'version')
    await done(tx)
  }

  write(change: Change) {
    const key = `${change.table}:${change.row.id}`
    this.#pending.set(
      key,
      change.op === 'delete' ? null : { key, table: change.table, row: change.row },
    )
    if (!this.#flushing) this.#flushing = Promise.resolve().then(() => this.#flush())
  }

  /** Resolves when every write so far is committed. */
  async settled() {
    while (this.#flushing) await this.#flushing
  }

  async #flush() {
    const batch = [...this.#pending]
    this.#pending.clear()
    const tx = this.idb.transaction('rows', 'readwrite')
    const rows = tx.objectStore('rows')
    for (const [key, value] of batch) {
      if (value) rows.put(value)
      else rows.delete(key)
    }
    try {
      await done(tx)
    } finally {
      this.#flushing = this.#pending.size ? Promise.resolve().then(() => this.#flush()) : null
    }
  }

  /** Forget everything (the next start seeds afresh). */
  async wipe() {
    const tx = this.idb.transaction(['rows', 'meta'], 'readwrite')
    tx.objectStore('rows').clear()
    tx.objectStore('meta').clear()
    await done(tx)
  }
}
