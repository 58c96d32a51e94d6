import { Persistence } from './persistence'
import type { FetchedTables } from './persistence-pages'

/**
 * The tables every request touches before its handler (the pipeline's host state, faults,
 * sessions and users): read at start. The others are read when a request first needs them.
 */
export const FIRST_TABLES = ['host_state', 'faults', 'sessions', 'users']

/**
 * How much stored text (characters) beyond the first tables is fetched at start, smallest
 * tables first: all of the normal seed (~3.7 MB), the large seed's small tables.
 */
export const START_BUDGET = 4_000_000

export interface StoreAtStart {
  store: Persistence
  /** What a start restores; null when nothing (or an older shape) is stored. */
  fetched: FetchedTables | null
}

let reading: Promise<StoreAtStart> | null = null

/**
 * The stored rows a start restores, read once per page. A portal page asks for them as soon
 * as it boots (src/app/boot.ts), while the host's own code still downloads: opening IndexedDB
 * and reading a few MB there took 70-200 ms at 4x CPU after that code had arrived, in the time
 * the page's first requests waited for the host.
 */
export function readStoreAtStart(): Promise<StoreAtStart> {
  reading ??= Persistence.open().then(async (store) => ({
    store,
    fetched: await store.fetch(FIRST_TABLES, START_BUDGET),
  }))
  return reading
}
