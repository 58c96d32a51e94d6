import { setupWorker } from 'msw/browser'
import { Database, type Change } from './db/db'
import { createHost, MOCK_PUSHER } from './host/create-host'
import { createRouter } from './handlers'
import { hostHandler } from './handlers/msw'
import type { MockHost } from './http/host'
import { answerEarly } from './browser/early-answers'
import { hostEarlyAnswer } from './browser/host-early-answer'
import { PusherHub } from './realtime/pusher-hub'
import { pusherSocketHandlers } from './realtime/msw-link'
import { crossTabPublisher } from './realtime/tab-relay'
import { FIRST_TABLES, readStoreAtStart, START_BUDGET } from './browser/early-restore'
import { seedStoreInWorker } from './browser/seed-store'
import { MOCK_WORKER_URL } from './browser/worker-url'
import { keepSettingsSnapshot } from './browser/settings-snapshot-keeper'
import type { SeedSize } from './seed'

type SyncMessage = { kind: 'change'; change: Change } | { kind: 'reload' }

/**
 * Mock mode in the browser: the host runs in the page, msw's service worker hands it the
 * API calls, IndexedDB keeps its rows across reloads (written through on every change) and
 * a BroadcastChannel keeps every open tab's copy in step.
 */
export async function startMockHost() {
  // Marks for the page benchmark's timeline (BENCH_TIMELINE): where the host's start goes.
  performance.mark('host:start')
  // The service worker starts (its script's round trip, its thread, msw's handshake) while
  // the rows are read, not after them: a request waits for the host inside the handler.
  let hostReady: (host: MockHost) => void = () => undefined
  const atStart = readStoreAtStart()
  const opened = atStart.then((s) => s.store)
  const hub = new PusherHub(MOCK_PUSHER)
  const router = createRouter()
  const worker = setupWorker(
    hostHandler(new Promise<MockHost>((resolve) => (hostReady = resolve)), router, async () =>
      (await opened).flushed(),
    ),
    ...pusherSocketHandlers(hub),
  )
  const started = worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: MOCK_WORKER_URL },
  })
  const db = new Database()
  const { store, fetched } = await atStart
  let restored = fetched ? await store.restoreFetched(db, fetched) : false
  // A first visit (or an older DATA_VERSION): the seed is built in a worker and stored, then
  // restored as any returning visit is, so generating it never holds this page (issue 26).
  // Without a worker the host seeds in the page, as it used to.
  if (!restored && (await seedStoreInWorker().then(ranInWorker, seededInPage)))
    restored = await store.restore(db, FIRST_TABLES, START_BUDGET)
  performance.mark('host:restored')
  const sync =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('mock-host:data')
  // From the first idle moment after the worker has started.
  const settings = keepSettingsSnapshot(
    db,
    settingsAnswer,
    started.then(() => whenIdle(IDLE_START_MS)),
  )
  const host = await createHost({
    db,
    realtime: crossTabPublisher(hub),
    empty: restored,
    async onReset(h) {
      await store.rewrite(h.db)
      void settings.refresh()
      sync?.postMessage({ kind: 'reload' } satisfies SyncMessage)
    },
  })
  host.cookieMode = 'browser'
  if (!restored) await store.rewrite(db)

  db.onChange((change) => {
    store.write(change)
    sync?.postMessage({ kind: 'change', change } satisfies SyncMessage)
  })
  if (sync)
    sync.onmessage = async (event: MessageEvent<SyncMessage>) => {
      const m = event.data
      if (m.kind === 'change') {
        const table = db.table(m.change.table)
        await table.read()
        await table.apply(m.change)
      } else {
        // Another tab reset: its rows replace these table by table, each swapped in whole.
        const snapshot = await store.read()
        if (snapshot) {
          db.restore(snapshot)
          void db.materialise(() => new Promise((resolve) => setTimeout(resolve, 0)))
        } else db.clear()
      }
    }

  // For automation driving the page (the page benchmark's soak): the realtime subscriptions
  // the portal holds open, as the host sees them.
  ;(window as Window & { __mockRealtime?: () => object }).__mockRealtime = () => ({
    connections: hub.connectionCount,
    subscriptions: hub.subscriptionCount,
  })
  hostReady(host)
  // The page's early reads are served here and now, while the service worker still starts,
  // and handed over once it has: the page they let render asks for the host's files too
  // (logos, images), which reach the host only through the started worker.
  void answerEarly(async (path) => {
    const answer = await hostEarlyAnswer(host, router, path, document.cookie, location.origin)
    await store.flushed()
    await started
    return answer
  })
  await started
  performance.mark('host:started')
  // Restored rows answer already; they move into @msw/data's collections when the page is
  // idle, batch by batch: on a slow phone that work (~300 ms) used to sit between the page's
  // first requests and their answers (issue 9). A write to a table waits for its own.
  void whenIdle(IDLE_START_MS)
    .then(() => db.materialise(() => whenIdle(IDLE_BATCH_MS)))
    // The tables no request has needed yet come out of storage too, one per idle moment.
    .then(() => db.readAll(() => whenIdle(IDLE_BATCH_MS)))
  return { host, worker, settled: () => store.settled() }
}

const ranInWorker = () => true

function seededInPage(error: unknown) {
  console.warn('The mock host seeds in the page: the seed worker did not run.', error)
  return false
}

/** The longest the host's housekeeping waits for an idle page before it starts anyway. */
const IDLE_START_MS = 2000
/** The longest a batch of that housekeeping waits for the page to be idle again. */
const IDLE_BATCH_MS = 100

/** When the page is idle (or `timeout` ms have passed), as a promise. */
function whenIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout })
    else setTimeout(resolve, 0)
  })
}

/** The host's own answer to the settings call, as the app would read it. */
async function settingsAnswer() {
  const res = await fetch('/api/branding/1', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
  return res.status === 200 ? { status: 200, body: (await res.json()) as unknown } : null
}

/** Reseed the browser's data with the normal or the large seed (mock controls). */
export type { SeedSize }
