import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { Database } from '../db/db'
import { seedDatabase, seedReferenceDate, SEED_REFERENCE_DATE } from '../seed'
import type { SeedSnapshots } from './seed-snapshot'

/**
 * Vitest's global set-up: the normal seed made once per run, for the fixed test day and for
 * today, written to a temporary folder. Seeding takes 0.6-1.4 s and loads faker; about 250
 * test files each made their own host from it, the same rows every time.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-seed-'))
  const snapshots: SeedSnapshots = {}
  for (const day of [SEED_REFERENCE_DATE, seedReferenceDate(new Date())]) {
    const key = day.toISOString()
    if (snapshots[key]) continue
    const db = new Database()
    await seedDatabase(db, 'normal', day)
    const file = join(dir, `${key.slice(0, 10)}.json`)
    writeFileSync(file, JSON.stringify(db.snapshot()))
    snapshots[key] = file
  }
  project.provide('mockSeedSnapshots', snapshots)
  return () => rmSync(dir, { recursive: true, force: true })
}
