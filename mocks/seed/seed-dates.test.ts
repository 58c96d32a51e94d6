import { describe, expect, it } from 'vitest'
import { Database, type Row } from '../db/db'
import { createHost } from '../host/create-host'
import { seedDatabase } from '.'
import { seedReferenceDate } from './context'

const DAY = 86_400_000

async function seeded(today: Date) {
  const db = new Database()
  await seedDatabase(db, 'normal', today)
  return db
}

const opportunities = (db: Database) => db.table('investment-opportunities').all()
/** The calendar day (UTC) a date column holds, as a day number. */
const dayOf = (value: unknown) => Math.round(Date.parse(String(value).slice(0, 10)) / DAY)
const isoDay = (d: Date) => d.toISOString().slice(0, 10)

describe('seed dates', () => {
  it('makes the same seed twice on the same day, whatever the time of day', async () => {
    const morning = await seeded(new Date('2027-03-10T00:05:00Z'))
    const evening = await seeded(new Date('2027-03-10T23:55:00Z'))
    expect(opportunities(evening)).toEqual(opportunities(morning))
    expect(evening.table('users').all()).toEqual(morning.table('users').all())
  })

  it('moves every opportunity date by the days between two seeds, and keeps the rest', async () => {
    const first = await seeded(new Date('2027-03-10T12:00:00Z'))
    const later = await seeded(new Date('2027-04-19T08:00:00Z'))
    const shift = 40
    const a = opportunities(first)
    const b = opportunities(later)
    expect(b).toHaveLength(a.length)
    b.forEach((row: Row, i) => {
      const before = a[i]
      expect(row.name).toBe(before.name)
      expect(row.stage).toBe(before.stage)
      for (const column of ['open_date', 'close_date', 'created_at'])
        if (before[column] == null) expect(row[column]).toBeNull()
        else expect(dayOf(row[column]) - dayOf(before[column])).toBe(shift)
    })
  })

  it('keeps live opportunities open relative to the day the host is made or reset', async () => {
    const today = new Date()
    const host = await createHost()
    const live = () =>
      host.db.table('investment-opportunities').where((o) => o.stage === 3 && o.status === 2)
    expect(live().length).toBeGreaterThan(0)
    for (const o of live()) expect(String(o.close_date) > isoDay(today)).toBe(true)

    // A host left running for a month: its reset brings the live deals back into date.
    const inAMonth = new Date(today.getTime() + 31 * DAY)
    host.now = () => inAMonth
    await host.reset()
    for (const o of live()) expect(String(o.close_date) > isoDay(inAMonth)).toBe(true)
  })

  it('dates the seed 09:00 UTC on the given day', () => {
    expect(seedReferenceDate(new Date('2027-03-10T23:59:59Z')).toISOString()).toBe(
      '2027-03-10T09:00:00.000Z',
    )
  })
})
