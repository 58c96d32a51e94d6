import { Database } from '../db/db'
import { Persistence } from './persistence'
import { fetchPrebuiltSeed } from './prebuilt-seed'
import type { SeedReply, SeedRequest } from './seed-store'

/**
 * What the seed worker does (seed-worker.ts): seed a database and store it as the host's
 * persisted copy, unless a current one is stored already (another tab, or a start that raced
 * this one). The page's host then restores it as on any returning visit. The normal seed comes
 * from the build when it made one for this day: the same rows without generating them.
 */
export async function seedIntoStore({ size, now }: SeedRequest): Promise<SeedReply> {
  try {
    const store = await Persistence.open()
    try {
      if (await store.holdsCurrentData()) return { kind: 'stored' }
      const db = new Database()
      const prebuilt = size === 'normal' ? await fetchPrebuiltSeed(new Date(now)) : null
      if (prebuilt) db.restore(prebuilt)
      // Faker and the seed's modules download only when they are needed.
      else await (await import('../seed')).seedDatabase(db, size, new Date(now))
      await store.rewrite(db)
      return { kind: 'seeded' }
    } finally {
      store.close()
    }
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
  }
}
