import { Collection } from '@msw/data'
import { timestamp } from './timestamp'
import { rowSchema, type Change, type ChangeOp, type Listener, type Row } from './row-schema'
import { WriteLog } from './write-log'
import { StoredRows, TableNotRead } from './stored-rows'
import { createInBatches } from './create-in-batches'

/**
 * One table of the mock host: an @msw/data collection plus what a database gives Laravel
 * and @msw/data does not: auto-increment ids, a primary-key index and a version that
 * changes on every write (query caches key on it).
 */
export class Table<T extends Row = Row> {
  #collection = new Collection({ schema: rowSchema })
  /** Rows loaded from storage, not yet in the collection (see `load`). */
  #staged: T[] | null = null
  #stored = new StoredRows()
  #materialising: Promise<void> | null = null
  #byId = new Map<number, T>()
  #nextId = 1
  #listeners = new Set<Listener>()
  #writes = new WriteLog()

  constructor(readonly name: string) {}

  /** The @msw/data collection holding the rows (replaced whole by `load` and `clear`). */
  get collection() {
    this.#decode()
    return this.#collection
  }

  /** Changes on every write: query caches key on it. */
  get version() {
    return this.#writes.version
  }

  /** Ids of the rows written since `version` (oldest first), or null if the log is shorter. */
  changedSince(version: number): number[] | null {
    this.#decode()
    return this.#writes.since(version)
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
    this.#writes.written(id)
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
    this.#writes.written(id)
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
    this.#writes.written(id)
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
    this.#stored.forget()
    // A fresh collection rather than Collection.clear(), which deletes row by row with a
    // linear search for each (quadratic on a large table).
    this.#collection = new Collection({ schema: rowSchema })
    this.#staged = null
    this.#byId.clear()
    this.#nextId = 1
    this.#writes.rebuilt()
  }

  /**
   * Replace every row with `rows` as stored (timestamps and ids kept), at once: the rows answer
   * reads straight away and go into the @msw/data collection later (`materialise`), since
   * Collection.create costs tens of microseconds a row (it deep-copies and validates each),
   * which a page load restoring thousands of rows should not wait for.
   */
  load(rows: readonly Row[]) {
    this.#stored.forget()
    const staged = rows.slice() as T[]
    this.#staged = staged
    this.#byId = new Map(staged.map((r) => [r.id, r]))
    this.#nextId = staged.reduce((next, r) => (r.id >= next ? r.id + 1 : next), 1)
    this.#writes.rebuilt()
  }

  /**
   * Like `load`, but the rows are only read (decoded from storage) when the table is first
   * used: a page load on the large seed (300,000 rows) then decodes the few tables its first
   * requests touch, not all of them, before it answers (issue 10).
   */
  loadLater(read: () => readonly Row[]) {
    this.clear()
    this.#stored.pending = read
  }

  /**
   * Like `loadLater`, with the stored text itself fetched only when asked (`read`): a page
   * load on the large seed then fetches a few tables from IndexedDB, not 134 MB of them
   * (issue 10). Until then any use throws TableNotRead, which the host's request handler
   * answers by reading the table and serving the request again.
   */
  loadWhenAsked(fetch: () => Promise<() => readonly Row[]>) {
    this.clear()
    this.#stored.unread = fetch
  }

  /** True while the rows are still in storage (see `loadWhenAsked`). */
  get unread(): boolean {
    return this.#stored.unread !== null
  }

  /** Fetch rows handed to `loadWhenAsked` (they are then decoded on first use); once. */
  read(): Promise<void> {
    return this.#stored.read((decoder) => this.loadLater(decoder))
  }

  /** Decode rows handed to `loadLater`, once. */
  #decode() {
    if (this.#stored.unread) throw new TableNotRead(this)
    const read = this.#stored.take()
    if (read) this.load(read())
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
      const made = await createInBatches(rows, () => this.#staged === rows, pause)
      if (!made) continue
      this.#collection = made.collection
      this.#byId = new Map(made.stored.map((r) => [r.id, r]))
      this.#staged = null
      // The rows are equal but not the same objects: indexes holding the loaded ones rebuild.
      this.#writes.rebuilt()
    }
  }

  #emit(op: ChangeOp, row: T) {
    const change = { table: this.name, op, row: { ...row } }
    for (const l of this.#listeners) l(change)
  }
}
