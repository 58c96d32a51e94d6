import { Database } from '../db/db'
import { Persistence } from './persistence'
import { seedIntoStore } from './seed-into-store'
import { memoryIndexedDb } from './test/memory-idb'

beforeEach(() => {
  vi.stubGlobal('indexedDB', memoryIndexedDb())
  // No build's seed: the worker generates one (the dev server's and another day's case).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('Not found', { status: 404 })),
  )
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

  it("stores the build's rows for the day instead of generating them, when it ships them", async () => {
    const prebuilt = { users: [{ id: 1, email: 'prebuilt@example.com' }], faults: [] }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path === '/mock-seed/2026-11-29.json'
          ? Response.json(prebuilt)
          : new Response('Not found', { status: 404 }),
      ),
    )
    const now = new Date('2026-11-29T17:00:00.000Z').getTime()
    expect(await seedIntoStore({ size: 'normal', now })).toEqual({ kind: 'seeded' })
    const store = await Persistence.open()
    expect(await store.read()).toMatchObject(prebuilt)
    store.close()
  })

  it('generates the large seed: a build ships only the normal one', async () => {
    const fetch = vi.fn(async () => Response.json({ users: [{ id: 1 }] }))
    vi.stubGlobal('fetch', fetch)
    // The large seed itself takes half a minute; what matters is who makes it.
    const seedDatabase = vi.fn(async () => undefined)
    vi.doMock('../seed', () => ({ seedDatabase }))
    try {
      expect(await seedIntoStore({ size: 'large', now: Date.now() })).toEqual({ kind: 'seeded' })
    } finally {
      vi.doUnmock('../seed')
    }
    expect(fetch).not.toHaveBeenCalled()
    expect(seedDatabase).toHaveBeenCalledWith(expect.anything(), 'large', expect.any(Date))
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
