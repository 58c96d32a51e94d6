import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Row } from '../db/db'
import { createHost } from './create-host'

const users = (...names: string[]): Record<string, Row[]> => ({
  users: names.map((name, i) => ({ id: i + 1, name })),
})

describe('createHost', () => {
  afterEach(() => vi.useRealTimers())

  it('starts from the rows it is given, and a reset to the normal seed restores rows made earlier', async () => {
    // The host reads the clock for the reseed and again below: held still, the two agree.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T20:13:37.762Z') })
    const reseeded = vi.fn((_day: Date) => users('Ada', 'Grace'))
    const onReset = vi.fn()
    const host = await createHost({ seeded: users('Ada'), reseeded, onReset })
    expect(host.db.table('users').count()).toBe(1)

    await host.db.table('users').insert({ name: 'Changed by a test' })
    await host.db.table('notes').insert({ body: 'a table the rows do not name' })
    await host.reset()

    expect(reseeded).toHaveBeenCalledWith(host.now())
    expect(
      host.db
        .table('users')
        .all()
        .map((u) => u.name),
    ).toEqual(['Ada', 'Grace'])
    expect(host.db.table('notes').count()).toBe(0)
    expect(onReset).toHaveBeenCalledWith(host)
  })

  it('seeds afresh when no rows were made for the day', async () => {
    const reseeded = vi.fn(() => undefined)
    const host = await createHost({ seeded: users('Ada'), reseeded })
    await host.reset()
    // The demo accounts come first in a real seed (mocks/seed/people.ts).
    expect(host.db.table('users').find(1)).toMatchObject({ email: 'superadmin@example.com' })
  })
})
