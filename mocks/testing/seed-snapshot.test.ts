import { describe, expect, it } from 'vitest'
import { Database } from '../db/db'
import { seedDatabase, SEED_REFERENCE_DATE } from '../seed'
import { seededRows, seedForTests } from './seed-snapshot'

/** Rows as JSON, with the stamps a seed takes from the clock (not from its day) as "now". */
const comparable = (rows: unknown) =>
  JSON.parse(JSON.stringify(rows), (key, value: unknown) =>
    (key === 'created_at' || key === 'updated_at') &&
    typeof value === 'string' &&
    Date.parse(value) > Date.now() - 3_600_000
      ? 'now'
      : value,
  ) as unknown

describe('the run’s seed snapshot', () => {
  it('is made for the fixed test day and for today', () => {
    expect(seededRows(SEED_REFERENCE_DATE)).toBeDefined()
    expect(seededRows(new Date())).toBeDefined()
  })

  it('holds the very rows the normal seed makes for that day', async () => {
    const fresh = new Database()
    await seedDatabase(fresh, 'normal', SEED_REFERENCE_DATE)
    expect(comparable(seededRows(SEED_REFERENCE_DATE))).toEqual(comparable(fresh.snapshot()))
  }, 30_000)

  it('gives fresh rows to every caller: one test’s writes never reach the next', () => {
    const first = seededRows(SEED_REFERENCE_DATE)!
    first.users[0].email = 'changed@example.com'
    expect(seededRows(SEED_REFERENCE_DATE)!.users[0].email).not.toBe('changed@example.com')
  })

  it('is what seedForTests restores, without seeding again', async () => {
    const db = new Database()
    await seedForTests(db)
    // To the letter, clock stamps included: a second seeding would stamp its own "now".
    expect(db.snapshot()).toEqual(seededRows(SEED_REFERENCE_DATE))
  })
})
