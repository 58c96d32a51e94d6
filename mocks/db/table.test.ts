import { Database } from './db'
import { Table } from './table'
import { TableNotRead } from './stored-rows'

const rows = [
  { id: 4, name: 'four', created_at: 'c', updated_at: 'u' },
  { id: 2, name: 'two', created_at: 'c', updated_at: 'u' },
]

describe('Table.load', () => {
  it('answers reads at once with the rows as stored, keeping their order and timestamps', () => {
    const t = new Table('things')
    const before = t.version
    t.load(rows)
    expect(t.staged).toBe(true)
    expect(t.all().map((r) => r.id)).toEqual([4, 2])
    expect(t.count()).toBe(2)
    expect(t.find(2)).toMatchObject({ name: 'two', updated_at: 'u' })
    expect(t.nextId()).toBe(5)
    expect(t.version).toBeGreaterThan(before)
    expect(t.changedSince(before)).toBeNull()
  })

  it('moves the rows into the collection, and a write waits for it', async () => {
    const t = new Table('things')
    t.load(rows)
    const inserted = await t.insert({ name: 'five' })
    expect(t.staged).toBe(false)
    expect(inserted.id).toBe(5)
    expect(t.collection.all().map((r) => r.id)).toEqual([4, 2, 5])
    const updated = await t.update(4, { name: 'FOUR' })
    expect(t.find(4)).toBe(updated)
    expect(t.all()[0]).toMatchObject({ id: 4, name: 'FOUR' })
  })

  it('moves a large table a batch at a time, pausing between batches, rows and order kept', async () => {
    const t = new Table('many')
    const many = Array.from({ length: 600 }, (_, i) => ({
      id: i + 1,
      created_at: 'c',
      updated_at: 'u',
    }))
    t.load(many)
    let pauses = 0
    await t.materialise(async () => {
      pauses++
      // Reads still answer from the loaded rows while the move pauses.
      expect(t.count()).toBe(600)
    })
    expect(pauses).toBe(2)
    expect(t.staged).toBe(false)
    expect(t.collection.all().map((r) => r.id)).toEqual(many.map((r) => r.id))
  })

  it('keeps a delete made while the rows are staged or being materialised', async () => {
    const t = new Table('things')
    t.load(rows)
    const materialised = t.materialise()
    expect(t.delete(4)?.name).toBe('four')
    await materialised
    expect(t.staged).toBe(false)
    expect(t.all().map((r) => r.id)).toEqual([2])
    expect(t.collection.count()).toBe(1)
    expect(t.find(4)).toBeUndefined()
  })

  it('is emptied by clear', () => {
    const t = new Table('things')
    t.load(rows)
    t.clear()
    expect(t.staged).toBe(false)
    expect(t.count()).toBe(0)
    expect(t.nextId()).toBe(1)
  })
})

describe('Database.restore', () => {
  it('replaces every table with the snapshot and empties the tables it does not name', async () => {
    const db = new Database()
    await db.table('gone').insert({ name: 'x' })
    await db.table('things').insert({ name: 'old' })
    const writes: string[] = []
    db.onChange((c) => writes.push(c.op))

    db.restore({ things: rows, more: [{ id: 1 }] })
    await db.materialise()

    expect(db.table('gone').count()).toBe(0)
    expect(
      db
        .table('things')
        .all()
        .map((r) => r.name),
    ).toEqual(['four', 'two'])
    expect(db.table('more').staged).toBe(false)
    expect(writes).toEqual([])
  })
})

describe('Table.loadLater', () => {
  const lazily = () => {
    const read = vi.fn(() => rows)
    const t = new Table('things')
    t.loadLater(read)
    return { t, read }
  }

  it('reads the rows only when the table is first used, and once', () => {
    const { t, read } = lazily()
    expect(read).not.toHaveBeenCalled()
    expect(t.find(2)).toMatchObject({ name: 'two' })
    expect(t.all().map((r) => r.id)).toEqual([4, 2])
    expect(t.count()).toBe(2)
    expect(read).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['an insert', async (t: Table) => t.insert({ name: 'five' }), [4, 2, 5]],
    ['an update', async (t: Table) => t.update(2, { name: 'TWO' }), [4, 2]],
    ['a delete', async (t: Table) => t.delete(4), [2]],
  ])('takes %s as its first use, on the stored rows', async (_, write, ids) => {
    const { t } = lazily()
    await write(t)
    expect(t.all().map((r) => r.id)).toEqual(ids)
    expect(t.nextId()).toBe(ids.includes(5) ? 6 : 5)
  })

  it('is left undecoded by materialise, and dropped by clear', async () => {
    const db = new Database()
    const read = vi.fn(() => rows)
    db.restoreLater({ things: read })
    await db.materialise()
    expect(read).not.toHaveBeenCalled()
    db.table('things').clear()
    expect(db.table('things').count()).toBe(0)
    expect(read).not.toHaveBeenCalled()
  })
})

describe('Table.loadWhenAsked', () => {
  it('throws TableNotRead on use until read, then answers with the stored rows', async () => {
    const t = new Table('things')
    const fetch = vi.fn(async () => () => rows)
    t.loadWhenAsked(fetch)
    expect(t.unread).toBe(true)
    expect(() => t.find(2)).toThrow(TableNotRead)
    expect(() => t.all()).toThrow(TableNotRead)
    await Promise.all([t.read(), t.read()])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(t.unread).toBe(false)
    expect(t.all().map((r) => r.id)).toEqual([4, 2])
  })

  it('is left in storage by materialise; readAll reads every such table; clear drops it', async () => {
    const db = new Database()
    const fetch = vi.fn(async () => () => rows)
    db.restoreWhenAsked({ things: fetch, others: fetch })
    await db.materialise()
    expect(fetch).not.toHaveBeenCalled()
    db.table('others').clear()
    await db.readAll()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(db.table('things').count()).toBe(2)
    expect(db.table('others').count()).toBe(0)
  })
})
