import { loadConfig } from '@/lib/config'
import { whenIdle } from '@/lib/idle'
import { isFirstMockVisit, offerSettingsSnapshot } from '@/lib/tenant/settings-snapshot'
import { waitForMockHost } from '@/lib/api/host-gate'
import { firstVisitSettingsAnswer } from '@mocks/browser/first-visit-settings'
import { readStoreAtStart } from '@mocks/browser/early-restore'
import { answerEarly, offerHostAnswers } from '@mocks/browser/early-answers'
import { nextTask, renderApp } from './render'
import { MOCK_HOST_FIRST } from './first-page-chunks'
import { preloadRoute } from './route-chunks'

/**
 * Start-up order matters: the runtime config decides the API mode. The mock is a lazy chunk,
 * and a live-only build (VITE_API_MODE=live) drops it at build time. The app is part of the
 * entry (every page needs it, and its files are preloaded with the HTML). A live-only build
 * fetches the first page's chunk while the config loads.
 *
 * In mock mode the host starts beside the app (issue 9): API calls wait for it
 * (src/lib/api/host-gate.ts), so a logged-out page such as /login renders first, painted with the
 * host's last settings answer (settings-snapshot.ts), and the host starts once it is idle.
 * pusher-js reads `window.WebSocket` when it connects, not when it loads, and it connects for
 * a signed-in user only, i.e. after the session call, which waits for the host: msw has
 * patched WebSocket by then, so the portal chunks need not wait for the host either.
 */
export async function boot() {
  const { pathname } = window.location
  const liveOnly = import.meta.env.VITE_API_MODE === 'live'
  if (liveOnly) preloadRoute(pathname)
  const config = await loadConfig()
  // Spelled out here (not via isLiveOnlyBuild) so Vite drops the mock chunk itself from a
  // live-only build, not just the call to it.
  if (import.meta.env.VITE_API_MODE !== 'live' && config.apiMode === 'mock') {
    // A first visit's seed is built in a worker (issue 26), started now: by the time boot runs
    // the first page's scripts have arrived, and the worker's thread leaves this one free to
    // paint, so the host is up sooner for a login pressed at once. The host waits for it.
    const firstVisit = isFirstMockVisit()
    if (firstVisit)
      void import('@mocks/browser/seed-store')
        .then((m) => m.seedStoreInWorker())
        .catch(() => undefined)
    const start = () => import('@mocks/browser').then((m) => m.startMockHost())
    // A logged-out page first paints, then the host's code (hundreds of kB to compile and a
    // database to restore) takes the main thread; a portal page starts it at once, beside
    // its own chunks, and reads the stored rows while that code is still on its way.
    const portal = MOCK_HOST_FIRST.test(pathname)
    if (portal && !firstVisit) {
      readStoreAtStart().catch(() => undefined)
      offerHostAnswers(pathname, config.apiUrl)
    }
    const host = portal ? start() : whenIdle().then(start)
    // A host that does not come up answers nothing early: the app asks for itself, and meets
    // the failure there.
    host.catch(() => answerEarly(() => null))
    waitForMockHost(host)
    // Scripts driving the page (journeys, QA automation) call /__mock/* with fetch, which only
    // reaches the host once its service worker is up: they await this first.
    ;(window as Window & { __mockHostReady?: Promise<unknown> }).__mockHostReady = host
    // The host's last settings answer (on a first visit, the seed's, which the host will give):
    // the page need not wait for the host to be branded.
    offerSettingsSnapshot(() => firstVisitSettingsAnswer(new Date()))
  }
  if (!liveOnly) preloadRoute(pathname)
  // In a fresh renderer (a new tab, nothing compiled yet) evaluating the entry's modules and
  // setting up the app took 65-105 ms as one task (issue 10's detail page benchmark).
  await nextTask()
  await renderApp(document.getElementById('root')!)
}
