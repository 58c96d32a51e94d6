import type { SeedSize } from '../seed'

export interface SeedRequest {
  size: SeedSize
  /** The page's clock (ms): the seed is dated around the day it is made. */
  now: number
}

export type SeedReply =
  { kind: 'stored' } | { kind: 'seeded' } | { kind: 'failed'; message: string }

let seeding: Promise<'stored' | 'seeded'> | null = null

/**
 * Fills the browser's store with a fresh seed in a worker (seed-worker.ts), unless it holds a
 * current one already; once per page, however often asked: boot.ts asks as soon as a first
 * visit is likely, the host (browser.ts) when it finds the store empty. Rejects when workers
 * or storage are unavailable: the host then seeds in the page, as before.
 */
export function seedStoreInWorker(size: SeedSize = 'normal'): Promise<'stored' | 'seeded'> {
  seeding ??= new Promise<'stored' | 'seeded'>((resolve, reject) => {
    if (typeof Worker === 'undefined') return reject(new Error('no Worker in this browser'))
    const worker = new Worker(new URL('./seed-worker.ts', import.meta.url), {
      type: 'module',
      name: 'mock-host-seed',
    })
    worker.onmessage = (event: MessageEvent<SeedReply>) => {
      worker.terminate()
      const reply = event.data
      if (reply.kind === 'failed') reject(new Error(reply.message))
      else resolve(reply.kind)
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message || 'the seed worker failed to start'))
    }
    worker.postMessage({ size, now: Date.now() } satisfies SeedRequest)
  })
  return seeding
}
