import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import type { Database, Row } from '../db/db'
import { seedReferenceDate, SEED_REFERENCE_DATE } from '../seed/reference-date'

/** The normal seed's rows by the day they are dated around (ISO), as files of this run. */
export type SeedSnapshots = Record<string, string>

declare module 'vitest' {
  export interface ProvidedContext {
    mockSeedSnapshots: SeedSnapshots
  }
}

const texts = new Map<string, string>()

/**
 * The normal seed dated around `day`'s reference day, made once for the whole run (see
 * seed-snapshot.global.ts): fresh rows on every call. Undefined when the run made none for that
 * day (a test that moved the clock, a run that crossed midnight): the caller seeds itself.
 */
export function seededRows(day: Date = new Date()): Record<string, Row[]> | undefined {
  const file = inject('mockSeedSnapshots')?.[seedReferenceDate(day).toISOString()]
  if (!file) return undefined
  let text = texts.get(file)
  if (text === undefined) {
    text = readFileSync(file, 'utf8')
    texts.set(file, text)
  }
  return JSON.parse(text) as Record<string, Row[]>
}

/**
 * The normal seed for the fixed test day into `db`: the run's snapshot, or seeded here. The
 * seed (faker and its locale) is imported only then: loading it was about 0.45 s of every
 * test file that makes a host, most of which never seed.
 */
export async function seedForTests(db: Database) {
  const rows = seededRows(SEED_REFERENCE_DATE)
  if (rows) return db.restore(rows)
  const { seedDatabase } = await import('../seed')
  await seedDatabase(db, 'normal')
}
