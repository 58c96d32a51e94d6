import { Database } from '../db/db'
import { seedDatabase } from '../seed'
import { Persistence } from './persistence'
import type { SeedReply, SeedRequest } from './seed-store'

/**
 * What the seed worker does (seed-worker.ts): seed a database and store it as the host's
 * persisted copy, unless a current one is stored already (another tab, or a start that raced
 * this one). The page's host then restores it as on any returning visit.
 */
export async function seedIntoStore({ size, now }: SeedRequest): Promise<SeedReply> {
  try {
    const store = await Persistence.open()
    try {
      if (await store.holdsCurrentData()) return { kind: 'stored' }
      const db = new Database()
      await seedDatabase(db, size, new Date(now))
      await store.rewrite(db)
      return { kind: 'seeded' }
    } finally {
      store.close()
    }
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
  }
}
