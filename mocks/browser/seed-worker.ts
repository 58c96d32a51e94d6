/// <reference lib="webworker" />
import { seedIntoStore } from './seed-into-store'
import type { SeedRequest } from './seed-store'

/**
 * A first visit's seed, built off the page's main thread (issue 26): faker's generation of
 * the demo's rows held the page for most of a second in long tasks. The rows go straight into
 * the browser's store (IndexedDB, which a worker shares with its page).
 */
self.onmessage = async (event: MessageEvent<SeedRequest>) => {
  self.postMessage(await seedIntoStore(event.data))
}
