/**
 * An in-memory stand-in for the part of IndexedDB the mock's persistence uses (open with an
 * upgrade, object stores with out-of-line or auto-increment keys, get/getAll/getAllKeys/put/
 * add/delete/clear, transaction completion), for unit tests under Node. Requests apply at
 * once and succeed a task later; a transaction completes a task after its last request, so
 * requests made while awaiting earlier ones join it, as in a browser. Transactions are not
 * isolated from each other: the tests drive one tab.
 */
type Key = string | number

interface StoreData {
  autoIncrement: boolean
  nextKey: number
  rows: Map<Key, unknown>
}

interface DbData {
  version: number
  stores: Map<string, StoreData>
}

const later = (fn: () => void) => setTimeout(fn, 0)

function sortedKeys(store: StoreData): Key[] {
  return [...store.rows.keys()].sort((a, b) =>
    typeof a === typeof b ? (a < b ? -1 : a > b ? 1 : 0) : typeof a === 'number' ? -1 : 1,
  )
}

class MemoryRequest<T = unknown> {
  result!: T
  error: unknown = null
  onsuccess: (() => void) | null = null
  onerror: (() => void) | null = null
  onupgradeneeded: (() => void) | null = null
}

class MemoryTransaction {
  oncomplete: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  error: unknown = null
  #pending = 0
  #done = false

  constructor(
    private readonly db: DbData,
    private readonly names: string[],
  ) {
    later(() => this.#maybeComplete())
  }

  objectStore(name: string) {
    if (!this.names.includes(name)) throw new Error(`${name} is not in this transaction`)
    const store = this.db.stores.get(name)
    if (!store) throw new Error(`no object store ${name}`)
    const run = <T>(op: () => T) => {
      if (this.#done) throw new Error('TransactionInactiveError')
      const req = new MemoryRequest<T>()
      req.result = op()
      this.#pending++
      later(() => {
        req.onsuccess?.()
        this.#pending--
        later(() => this.#maybeComplete())
      })
      return req
    }
    return {
      get: (key: Key) => run(() => structuredClone(store.rows.get(key))),
      getAll: () => run(() => sortedKeys(store).map((k) => structuredClone(store.rows.get(k)))),
      getAllKeys: () => run(() => sortedKeys(store)),
      count: () => run(() => store.rows.size),
      put: (value: unknown, key?: Key) =>
        run(() => {
          const k = key ?? store.nextKey++
          store.rows.set(k, structuredClone(value))
          return k
        }),
      add: (value: unknown, key?: Key) =>
        run(() => {
          const k = key ?? store.nextKey++
          store.rows.set(k, structuredClone(value))
          return k
        }),
      delete: (key: Key) => run(() => void store.rows.delete(key)),
      clear: () => run(() => store.rows.clear()),
    }
  }

  #maybeComplete() {
    if (this.#done || this.#pending > 0) return
    this.#done = true
    this.oncomplete?.()
  }
}

class MemoryDatabase {
  onversionchange: (() => void) | null = null
  #closed = false

  constructor(private readonly data: DbData) {}

  get objectStoreNames(): string[] {
    return [...this.data.stores.keys()]
  }

  createObjectStore(name: string, opts: { autoIncrement?: boolean } = {}) {
    this.data.stores.set(name, { autoIncrement: !!opts.autoIncrement, nextKey: 1, rows: new Map() })
  }

  deleteObjectStore(name: string) {
    this.data.stores.delete(name)
  }

  transaction(names: string | string[]) {
    if (this.#closed) throw new Error('InvalidStateError: the connection is closed')
    return new MemoryTransaction(this.data, typeof names === 'string' ? [names] : names)
  }

  close() {
    this.#closed = true
  }
}

/** A fresh, empty IndexedDB; install it with vi.stubGlobal('indexedDB', memoryIndexedDb()). */
export function memoryIndexedDb() {
  const dbs = new Map<string, DbData>()
  return {
    open(name: string, version = 1) {
      const req = new MemoryRequest<MemoryDatabase>()
      later(() => {
        let data = dbs.get(name)
        if (!data) dbs.set(name, (data = { version: 0, stores: new Map() }))
        req.result = new MemoryDatabase(data)
        if (data.version < version) {
          data.version = version
          req.onupgradeneeded?.()
        }
        req.onsuccess?.()
      })
      return req
    },
  }
}
