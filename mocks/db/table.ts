import { Collection } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { timestamp } from './timestamp'

/** A stored row: Eloquent-like, an integer key plus columns (foreign keys included). */
export type Row = { id: number; [column: string]: unknown }

export type ChangeOp = 'insert' | 'update' | 'delete'
export interface Change {
  table: string
  op: ChangeOp
  row: Row
}
type Listener = (change: Change) => void

const LOG_LIMIT = 4096
/** Rows created per step of `materialise` (tens of microseconds each in Chromium). */
const MATERIALISE_BATCH = 250

/**
 * The rows are shaped by the contract (openapi/) and the resource declarations, so the
 * collection's Standard Schema only asserts "an object with an integer id".
 */
const rowSchema: StandardSchemaV1<Row> = {
  '~standard': {
    version: 1,
    vendor: 'mock-host',
    validate: (value) =>
      typeof value === 'object' && value !== null && Number.isInteger((value as Row).id)
        ? { value: value as Row }
        : { issues: [{ message: 'A row needs an integer id' }] },
  },
}

// On its own so a page can date a row without loading @msw/data (mocks/browser/first-visit-settings.ts).
export { timestamp }

/**
 * Thrown when a table handed to `loadWhenAsked` is used before it has been read from storage:
 * the in-browser host's request handler reads it (`Table.read`) and serves the request again.
 */
export class TableNotRead extends Error {
  constructor(readonly table: Table) {
    super(`the ${table.name} table is not read from storage yet`)
  }
}

/**
 * One table of the mock host: an @msw/data collection plus what a database gives Laravel
 * and @msw/data does not: auto-increment ids, a primary-key index and a version that
 * changes on every write (query caches key on it).
 */
export class Table<T extends Row = Row> {
  #collection = new Collection({ schema: rowSchema })
  /** Rows loaded from storage, not yet in the collection (see `load`). */
  #staged: T[] | null = null
  /** Stored rows not even decoded yet (see `loadLater`): read on the table's first use. */
  #pending: (() => readonly Row[]) | null = null
  /** Rows still in storage (see `loadWhenAsked`): using the table throws TableNotRead. */
  #unread: (() => Promise<() => readonly Row[]>) | null = null
  #reading: Promise<void> | null = null
  #materialising: Promise<void> | null = null
  #byId = new Map<number, T>()
  #nextId = 1
  #listeners = new Set<Listener>()
  /** Ids written, by version: lets ordered indexes catch up instead of rebuilding. */
  #log: { version: number; id: number }[] = []
  /** The log holds every write made after this version. */
  #logFrom = 0
  version = 0

  constructor(readonly name: string) {}

  /** The @msw/data collection holding the rows (replaced whole by `load` and `clear`). */
  get collection() {
    this.#decode()
    return this.#collection
  }

  /** Ids of the rows written since `version` (oldest first), or null if the log is shorter. */
  changedSince(version: number): number[] | null {
    this.#decode()
    if (version < this.#logFrom || version > this.version) return null
    let i = this.#log.length
    while (i > 0 && this.#log[i - 1].version > version) i--
    return this.#log.slice(i).map((e) => e.id)
  }

  #written(id: number) {
    this.version++
    this.#log.push({ version: this.version, id })
    if (this.#log.length > LOG_LIMIT) {
      const dropped = this.#log.splice(0, LOG_LIMIT / 2)
      this.#logFrom = dropped[dropped.length - 1].version
    }
  }

  all(): T[] {
    this.#decode()
    return this.#staged ?? (this.collection.all() as unknown as T[])
  }

  count(): number {
    this.#decode()
    return this.#staged?.length ?? this.collection.count()
  }

  find(id: number | string | null | undefined): T | undefined {
    if (id === null || id === undefined) return undefined
    this.#decode()
    return this.#byId.get(Number(id))
  }

  where(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate)
  }

  first(predicate: (row: T) => boolean): T | undefined {
    return this.all().find(predicate)
  }

  nextId(): number {
    this.#decode()
    return this.#nextId
  }

  onChange(listener: Listener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Insert with Laravel's defaults: next id, created_at and updated_at. */
  async insert(values: Partial<T> & Record<string, unknown>, opts: { silent?: boolean } = {}) {
    this.#decode()
    if (this.#staged) await this.materialise()
    const now = timestamp()
    const id = typeof values.id === 'number' ? values.id : this.#nextId
    // Column order as Laravel serialises a model: id first, timestamps last.
    const { id: _ignored, created_at, updated_at, ...columns } = values as Record<string, unknown>
    const row = {
      id,
      ...columns,
      created_at: created_at ?? now,
      updated_at: updated_at ?? now,
    } as unknown as T
    const stored = (await this.collection.create(row)) as unknown as T
    this.#byId.set(id, stored)
    this.#nextId = Math.max(this.#nextId, id + 1)
    this.#written(id)
    if (!opts.silent) this.#emit('insert', stored)
    return stored
  }

  async update(
    id: number,
    patch: Partial<T> & Record<string, unknown>,
    opts: { silent?: boolean; touch?: boolean } = {},
  ) {
    this.#decode()
    if (this.#staged) await this.materialise()
    const current = this.find(id)
    if (!current) throw new Error(`${this.name} ${id} does not exist`)
    const changes = opts.touch === false ? patch : { ...patch, updated_at: timestamp() }
    const updated = (await this.collection.update(current as never, {
      data(draft) {
        Object.assign(draft as object, changes)
      },
    })) as unknown as T
    this.#byId.set(id, updated)
    this.#written(id)
    if (!opts.silent) this.#emit('update', updated)
    return updated
  }

  delete(id: number, opts: { silent?: boolean } = {}): T | undefined {
    const current = this.find(id)
    if (!current) return undefined
    // Loaded rows not yet in the collection: a new array, so a materialise under way restarts.
    if (this.#staged) this.#staged = this.#staged.filter((r) => r.id !== id)
    else this.collection.delete(current as never)
    this.#byId.delete(id)
    this.#written(id)
    if (!opts.silent) this.#emit('delete', current)
    return current
  }

  /** Replace a row as received from another tab or storage, without re-emitting. */
  async apply(change: Change) {
    const existing = this.find(change.row.id)
    if (change.op === 'delete') {
      if (existing) this.delete(change.row.id, { silent: true })
      return
    }
    if (existing)
      await this.update(change.row.id, change.row as Partial<T>, { silent: true, touch: false })
    else await this.insert(change.row as Partial<T>, { silent: true })
  }

  clear() {
    this.#pending = null
    this.#unread = null
    // A fresh collection rather than Collection.clear(), which deletes row by row with a
    // linear search for each (quadratic on a large table).
    this.#collection = new Collection({ schema: rowSchema })
    this.#staged = null
    this.#byId.clear()
    this.#nextId = 1
    this.#rebuilt()
  }

  /**
   * Replace every row with `rows` as stored (timestamps and ids kept), at once: the rows answer
   * reads straight away and go into the @msw/data collection later (`materialise`), since
   * Collection.create costs tens of microseconds a row (it deep-copies and validates each),
   * which a page load restoring thousands of rows should not wait for.
   */
  load(rows: readonly Row[]) {
    this.#pending = null
    this.#unread = null
    const staged = rows.slice() as T[]
    this.#staged = staged
    this.#byId = new Map(staged.map((r) => [r.id, r]))
    this.#nextId = staged.reduce((next, r) => (r.id >= next ? r.id + 1 : next), 1)
    this.#rebuilt()
  }

  /**
   * Like `load`, but the rows are only read (decoded from storage) when the table is first
   * used: a page load on the large seed (300,000 rows) then decodes the few tables its first
   * requests touch, not all of them, before it answers (issue 10).
   */
  loadLater(read: () => readonly Row[]) {
    this.clear()
    this.#pending = read
  }

  /**
   * Like `loadLater`, with the stored text itself fetched only when asked (`read`): a page
   * load on the large seed then fetches a few tables from IndexedDB, not 134 MB of them
   * (issue 10). Until then any use throws TableNotRead, which the host's request handler
   * answers by reading the table and serving the request again.
   */
  loadWhenAsked(fetch: () => Promise<() => readonly Row[]>) {
    this.clear()
    this.#unread = fetch
  }

  /** True while the rows are still in storage (see `loadWhenAsked`). */
  get unread(): boolean {
    return this.#unread !== null
  }

  /** Fetch rows handed to `loadWhenAsked` (they are then decoded on first use); once. */
  read(): Promise<void> {
    const fetch = this.#unread
    if (!fetch) return Promise.resolve()
    this.#reading ??= fetch()
      .then((decoder) => {
        // A clear or a new load meanwhile wins over what storage held.
        if (this.#unread === fetch) this.loadLater(decoder)
      })
      .finally(() => (this.#reading = null))
    return this.#reading
  }

  /** Decode rows handed to `loadLater`, once. */
  #decode() {
    if (this.#unread) throw new TableNotRead(this)
    const read = this.#pending
    if (!read) return
    this.#pending = null
    this.load(read())
  }

  /**
   * True while loaded rows are waiting to go into the collection (rows not yet decoded are
   * not: a table nobody has used stays undecoded until it is).
   */
  get staged(): boolean {
    return this.#staged !== null
  }

  /**
   * Move loaded rows into the collection: created in a fresh collection and swapped in whole
   * when all are made. Writes wait for it. With `pause`, the rows are created a batch at a
   * time with a pause between batches, so a large table (10,000+ investors) never holds the
   * page's main thread for long: one createMany of them all was a one-second long task right
   * after the first rows (bench:pages --large-list).
   */
  materialise(pause?: () => Promise<void>): Promise<void> {
    if (!this.#staged) return Promise.resolve()
    this.#materialising ??= this.#materialise(pause).finally(() => (this.#materialising = null))
    return this.#materialising
  }

  async #materialise(pause?: () => Promise<void>) {
    // A delete (or a new load) while the rows are created replaces #staged: start again.
    while (this.#staged) {
      const rows = this.#staged
      const collection = new Collection({ schema: rowSchema })
      const stored: T[] = []
      for (let i = 0; i < rows.length && this.#staged === rows; i += MATERIALISE_BATCH) {
        if (i > 0 && pause) await pause()
        const batch = rows.slice(i, i + MATERIALISE_BATCH)
        const made = await collection.createMany(batch.length, (j) => batch[j])
        stored.push(...(made as unknown as T[]))
      }
      if (this.#staged !== rows) continue
      this.#collection = collection
      this.#byId = new Map(stored.map((r) => [r.id, r]))
      this.#staged = null
      // The rows are equal but not the same objects: indexes holding the loaded ones rebuild.
      this.#rebuilt()
    }
  }

  /** Every row may have changed: the version moves and ordered indexes rebuild. */
  #rebuilt() {
    this.version++
    this.#log = []
    this.#logFrom = this.version
  }

  #emit(op: ChangeOp, row: T) {
    const change = { table: this.name, op, row: { ...row } }
    for (const l of this.#listeners) l(change)
  }
}
