import { Database } from '../db/db'
import { done, openDb, result } from './idb'
import { Persistence } from './persistence'
import {
  applyJournal,
  COMPACT_AT,
  DATA_VERSION,
  IDB_VERSION,
  upgradeLayout,
} from './persistence-pages'
import { memoryIndexedDb } from './test/memory-idb'

beforeEach(() => {
  vi.stubGlobal('indexedDB', memoryIndexedDb())
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** A seeded database written through to `store`, as startMockHost wires it. */
async function seeded(store: Persistence) {
  const db = new Database()
  for (let id = 1; id <= 3; id++) await db.table('investors').insert({ name: `Investor ${id}` })
  await db.table('deals').insert({ title: 'Deal' })
  await store.rewrite(db)
  db.onChange((change) => store.write(change))
  return db
}

/** What a new page load finds. */
async function reopen() {
  const store = await Persistence.open()
  const db = new Database()
  const restored = await store.restore(db)
  return { store, db, restored }
}

const names = (db: Database) =>
  db
    .table('investors')
    .all()
    .map((r) => r.name)

async function journalLength() {
  const idb = await openDb('mock-host', IDB_VERSION, upgradeLayout)
  const tx = idb.transaction('journal', 'readonly')
  const n = await result(tx.objectStore('journal').count())
  idb.close()
  return n
}

describe('Persistence: a snapshot per table plus a journal', () => {
  it('restores the seeded rows with the writes made since, in the live order', async () => {
    const store = await Persistence.open()
    const db = await seeded(store)
    await db.table('investors').update(1, { name: 'Renamed' })
    await db.table('investors').insert({ name: 'Investor 4' })
    await store.settled()

    const next = await reopen()
    expect(next.restored).toBe(true)
    expect(names(next.db)).toEqual(['Renamed', 'Investor 2', 'Investor 3', 'Investor 4'])
    expect(next.db.table('deals').find(1)?.title).toBe('Deal')
    expect(next.db.table('investors').nextId()).toBe(5)
    expect(await journalLength()).toBe(2)
  })

  it('decodes a table only when it is first used, writes since applied', async () => {
    const store = await Persistence.open()
    const db = await seeded(store)
    await db.table('investors').update(2, { name: 'Second' })
    await store.settled()
    const parse = vi.spyOn(JSON, 'parse')
    const next = await reopen()
    expect(parse).not.toHaveBeenCalled()
    expect(next.db.table('deals').count()).toBe(1)
    expect(parse).toHaveBeenCalledTimes(1)
    expect(names(next.db)).toEqual(['Investor 1', 'Second', 'Investor 3'])
    expect(parse).toHaveBeenCalledTimes(2)
    parse.mockRestore()
  })

  it('fetches only the first tables at start, the others when asked, writes since applied', async () => {
    const store = await Persistence.open()
    const db = await seeded(store)
    await db.table('deals').update(1, { title: 'Renamed deal' })
    await store.settled()
    const next = new Database()
    expect(await (await Persistence.open()).restore(next, ['investors'])).toBe(true)
    expect(names(next)).toEqual(['Investor 1', 'Investor 2', 'Investor 3'])
    expect(next.table('deals').unread).toBe(true)
    await next.table('deals').read()
    expect(next.table('deals').find(1)?.title).toBe('Renamed deal')
  })

  it('fetches at start the smallest other tables that fit the budget, the rest when asked', async () => {
    const store = await Persistence.open()
    const db = await seeded(store)
    for (let i = 0; i < 50; i++) await db.table('notes').insert({ body: `A long note ${i}` })
    await store.rewrite(db)
    await db.table('deals').update(1, { title: 'Renamed deal' })
    await store.settled()
    const next = new Database()
    // 'deals' (one short row) fits; 'notes' (50 rows) does not.
    expect(await (await Persistence.open()).restore(next, ['investors'], 500)).toBe(true)
    expect(next.table('deals').unread).toBe(false)
    expect(next.table('deals').find(1)?.title).toBe('Renamed deal')
    expect(next.table('notes').unread).toBe(true)
    await next.table('notes').read()
    expect(next.table('notes').count()).toBe(50)
  })

  it("reads a start's tables before there is a database to hand them to, then restores them", async () => {
    const store = await Persistence.open()
    const db = await seeded(store)
    await db.table('deals').update(1, { title: 'Renamed deal' })
    await store.settled()
    // Read first (the page, while the host's code downloads); a write after the read is
    // not in what was read, as with restore's own transaction.
    const early = await Persistence.open()
    const fetched = await early.fetch(['investors'], 500)
    expect(fetched).not.toBeNull()
    const next = new Database()
    expect(await early.restoreFetched(next, fetched!)).toBe(true)
    expect(names(next)).toEqual(['Investor 1', 'Investor 2', 'Investor 3'])
    expect(next.table('deals').find(1)?.title).toBe('Renamed deal')
  })

  it('reads nothing for a start when nothing is stored', async () => {
    expect(await (await Persistence.open()).fetch(['investors'], 500)).toBeNull()
  })

  it('keeps the sizes true after a compaction, so a grown table is no longer fetched at start', async () => {
    const store = await Persistence.open()
    const db = await seeded(store)
    for (let i = 0; i < COMPACT_AT + 1; i++) await db.table('deals').insert({ title: `D${i}` })
    await store.settled()
    await store.compact()
    const next = new Database()
    expect(await (await Persistence.open()).restore(next, ['investors'], 1000)).toBe(true)
    expect(next.table('deals').unread).toBe(true)
  })

  it('says when a write is in the journal, committed, so an answer can wait for it', async () => {
    const store = await Persistence.open()
    const db = await seeded(store)
    await db.table('investors').update(1, { name: 'Kept' })
    await store.flushed()
    expect(await journalLength()).toBe(1)
    expect(names((await reopen()).db)).toEqual(['Kept', 'Investor 2', 'Investor 3'])
    // Nothing written since: nothing to wait for.
    await expect(store.flushed()).resolves.toBeUndefined()
  })

  it('lets an answer go when storage refuses a write, and says so on the console', async () => {
    const store = await Persistence.open()
    const db = await seeded(store)
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    store.close()
    await db.table('investors').update(1, { name: 'In memory only' })
    await expect(store.flushed()).resolves.toBeUndefined()
    expect(report).toHaveBeenCalledWith(
      'The mock host could not store a change in IndexedDB:',
      expect.any(Error),
    )
    expect(db.table('investors').find(1)?.name).toBe('In memory only')
    report.mockRestore()
  })

  it('records a delete as a tombstone, so the row stays deleted after a restore', async () => {
    const store = await Persistence.open()
    const db = await seeded(store)
    db.table('investors').delete(2)
    await store.settled()

    const next = await reopen()
    expect(names(next.db)).toEqual(['Investor 1', 'Investor 3'])
    expect(next.db.table('investors').find(2)).toBeUndefined()
  })

  it('keeps only the last state of a row written twice before a flush', async () => {
    const store = await Persistence.open()
    await seeded(store)
    store.write({ table: 'investors', op: 'update', row: { id: 1, name: 'Brief' } })
    store.write({ table: 'investors', op: 'delete', row: { id: 1, name: 'Brief' } })
    await store.settled()

    expect(await journalLength()).toBe(1)
    expect(names((await reopen()).db)).toEqual(['Investor 2', 'Investor 3'])
  })

  it('rewrites everything and empties the journal on a reset', async () => {
    const store = await Persistence.open()
    const db = await seeded(store)
    await db.table('investors').update(3, { name: 'Changed' })
    await store.settled()

    db.clear()
    await db.table('investors').insert({ name: 'Reseeded' }, { silent: true })
    await store.rewrite(db)

    expect(await journalLength()).toBe(0)
    const next = await reopen()
    expect(names(next.db)).toEqual(['Reseeded'])
    expect(next.db.table('deals').count()).toBe(0)
  })

  it('folds the journal into the snapshots once it passes COMPACT_AT entries', async () => {
    const store = await Persistence.open()
    const db = await seeded(store)
    db.table('investors').delete(1)
    for (let i = 0; i < COMPACT_AT; i++) await db.table('notes').insert({ body: `Note ${i}` })
    await store.settled()

    expect(await journalLength()).toBe(0)
    const next = await reopen()
    expect(next.db.table('notes').count()).toBe(COMPACT_AT)
    expect(names(next.db)).toEqual(['Investor 2', 'Investor 3'])
    // Writes after a compaction go to the journal again.
    await db.table('investors').update(2, { name: 'After' })
    await store.settled()
    expect(await journalLength()).toBe(1)
    expect(names((await reopen()).db)).toEqual(['After', 'Investor 3'])
  })

  it('drops a database in the old one-record-per-row layout, so the host seeds afresh', async () => {
    const old = await openDb('mock-host', 1, (idb) => {
      idb.createObjectStore('rows', { keyPath: 'key' })
      idb.createObjectStore('meta')
    })
    const tx = old.transaction(['rows', 'meta'], 'readwrite')
    tx.objectStore('rows').put({ key: 'investors:1', table: 'investors', row: { id: 1 } })
    tx.objectStore('meta').put(5, 'version')
    await done(tx)
    old.close()

    const { store, restored } = await reopen()
    expect(restored).toBe(false)
    // The new layout is in place: a seeded start can write and read it back.
    await seeded(store)
    const next = await reopen()
    expect(next.restored).toBe(true)
    expect(names(next.db)).toEqual(['Investor 1', 'Investor 2', 'Investor 3'])
  })

  it('ignores rows stored under another DATA_VERSION', async () => {
    const store = await Persistence.open()
    await seeded(store)
    const idb = await openDb('mock-host', IDB_VERSION, upgradeLayout)
    const tx = idb.transaction('meta', 'readwrite')
    tx.objectStore('meta').put(DATA_VERSION - 1, 'version')
    await done(tx)
    idb.close()

    expect((await reopen()).restored).toBe(false)
  })
})

/** Every stored record of the 'tables' store, by key. */
async function storedPages() {
  const idb = await openDb('mock-host', IDB_VERSION, upgradeLayout)
  const tx = idb.transaction('tables', 'readonly')
  const [keys, texts] = await Promise.all([
    result(tx.objectStore('tables').getAllKeys()),
    result(tx.objectStore('tables').getAll()),
  ])
  idb.close()
  return new Map(keys.map((k, i) => [String(k), texts[i] as string]))
}

describe('Persistence: a large table is stored in pages', () => {
  const PAGE = 400
  /** 60 notes of about 40 characters each: about six pages of PAGE characters. */
  async function withNotes(count = 60) {
    const store = await Persistence.open(undefined, { pageChars: PAGE })
    const db = await seeded(store)
    for (let i = 1; i <= count; i++) await db.table('notes').insert({ body: `Note ${i}` })
    await store.rewrite(db)
    return { store, db }
  }
  const bodies = (db: Database) =>
    db
      .table('notes')
      .all()
      .map((r) => r.body)
  const expected = (count: number) => Array.from({ length: count }, (_, i) => `Note ${i + 1}`)

  it('cuts a table into records of at most a page, and reads them back whole and in order', async () => {
    await withNotes()
    const pages = [...(await storedPages())].filter(([key]) => key.startsWith('notes#'))
    expect(pages.length).toBeGreaterThan(4)
    for (const [, text] of pages) expect(text.length).toBeLessThanOrEqual(PAGE)
    expect(pages.flatMap(([, text]) => JSON.parse(text) as unknown[])).toHaveLength(60)

    expect(bodies((await reopen()).db)).toEqual(expected(60))
    const first = new Database()
    await (await Persistence.open()).restore(first, ['notes'])
    expect(bodies(first)).toEqual(expected(60))
  })

  it('parses a table fetched when asked page by page', async () => {
    await withNotes()
    const next = new Database()
    await (await Persistence.open()).restore(next, ['investors'])
    expect(next.table('notes').unread).toBe(true)
    const parse = vi.spyOn(JSON, 'parse')
    await next.table('notes').read()
    const texts = parse.mock.calls.map(([text]) => String(text))
    parse.mockRestore()
    expect(texts.length).toBeGreaterThan(4)
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(PAGE)
    expect(bodies(next)).toEqual(expected(60))
  })

  it('rewrites a shrunk table into fewer pages on compaction, dropping the ones left over', async () => {
    const { store, db } = await withNotes()
    const before = [...(await storedPages()).keys()].filter((k) => k.startsWith('notes#'))
    for (let id = 11; id <= 60; id++) db.table('notes').delete(id)
    await store.settled()
    await store.compact()
    const after = [...(await storedPages()).keys()].filter((k) => k.startsWith('notes#'))
    expect(after.length).toBeLessThan(before.length)
    expect(after).toEqual(before.slice(0, after.length))
    expect(bodies((await reopen()).db)).toEqual(expected(10))
  })
})

describe('applyJournal', () => {
  it('updates in place, appends inserts, removes tombstones and leaves other tables alone', () => {
    const other = [{ id: 1 }]
    const snapshot = {
      a: [
        { id: 1, v: 'one' },
        { id: 2, v: 'two' },
      ],
      other,
    }
    const next = applyJournal(snapshot, [
      { table: 'a', row: { id: 3, v: 'three' } },
      { table: 'a', row: { id: 1, v: 'ONE' } },
      { table: 'a', deleted: 2 },
      { table: 'b', row: { id: 7 } },
    ])
    expect(next.a).toEqual([
      { id: 1, v: 'ONE' },
      { id: 3, v: 'three' },
    ])
    expect(next.b).toEqual([{ id: 7 }])
    expect(next.other).toBe(other)
  })
})
