import { Database } from '../db/db'
import { Persistence } from './persistence'
import { seedIntoStore } from './seed-into-store'
import { memoryIndexedDb } from './test/memory-idb'

beforeEach(() => {
  vi.stubGlobal('indexedDB', memoryIndexedDb())
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the seed worker's work", () => {
  it('stores a seed dated around the day asked, which the host then restores', async () => {
    const now = new Date('2026-11-29T17:00:00.000Z').getTime()
    expect(await seedIntoStore({ size: 'normal', now })).toEqual({ kind: 'seeded' })

    const store = await Persistence.open()
    expect(await store.holdsCurrentData()).toBe(true)
    const db = new Database()
    expect(await store.restore(db, ['host_state', 'users'], 4_000_000)).toBe(true)
    expect(
      db
        .table('users')
        .all()
        .map((u) => u.email),
    ).toContain('investor@example.com')
    const settings = await (await store.read())!.branding
    expect(settings[0]).toMatchObject({ id: 1, page_title: 'Northgate Ventures' })
    // Dated around that day (09:00 UTC), not the unit tests' fixed reference day.
    expect(settings[0].updated_at).toBe('2026-10-30T09:00:00.000000Z')
    store.close()
  })

  it('leaves a current store alone: another tab seeded first', async () => {
    const now = Date.now()
    await seedIntoStore({ size: 'normal', now })
    const store = await Persistence.open()
    const db = new Database()
    await store.restore(db)
    await db.table('users').update(1, { name: 'Kept' })
    await store.rewrite(db)

    expect(await seedIntoStore({ size: 'normal', now })).toEqual({ kind: 'stored' })
    const again = new Database()
    await store.restore(again)
    expect(again.table('users').find(1)?.name).toBe('Kept')
    store.close()
  })

  it('says why when storage is unavailable, so the host seeds in the page instead', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const reply = await seedIntoStore({ size: 'normal', now: Date.now() })
    expect(reply.kind).toBe('failed')
  })
})
