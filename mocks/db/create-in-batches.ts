import { Collection } from '@msw/data'
import { rowSchema, type Row } from './row-schema'

/** Rows created per step (tens of microseconds each in Chromium). */
const BATCH = 250

/**
 * The rows created in a fresh collection, a batch at a time with `pause` between batches; null
 * when `current` says they were replaced meanwhile (a delete or a new load).
 */
export async function createInBatches<T extends Row>(
  rows: readonly T[],
  current: () => boolean,
  pause?: () => Promise<void>,
) {
  const collection = new Collection({ schema: rowSchema })
  const stored: T[] = []
  for (let i = 0; i < rows.length && current(); i += BATCH) {
    if (i > 0 && pause) await pause()
    const batch = rows.slice(i, i + BATCH)
    const made = await collection.createMany(batch.length, (j) => batch[j])
    stored.push(...(made as unknown as T[]))
  }
  return current() ? { collection, stored } : null
}
