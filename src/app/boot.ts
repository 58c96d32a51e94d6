import { loadConfig } from '../lib/config'
import { offerSettingsSnapshot } from '../lib/tenant/settings-snapshot'
import { waitForMockHost } from './mock-host-gate'
import { renderApp } from './render'
import { preloadRoute } from './route-chunks'

/** The portals: their chunks hold pusher-js. */
const PORTAL = /^\/(investor|admin)(\/|$)/

/**
 * Start-up order matters: the runtime config decides the API mode. The mock is a lazy chunk,
 * and a live-only build (VITE_API_MODE=live) drops it at build time. The app is part of the
 * entry (every page needs it, and its files are preloaded with the HTML). A live-only build
 * fetches the first page's chunk while the config loads.
 *
 * In mock mode the host starts beside the app (issue 9): API calls wait for it
 * (mock-host-gate.ts), so a logged-out page such as /login renders while the host's code
 * downloads. A portal page waits for the host before its chunks load, because msw must patch
 * WebSocket before pusher-js (in the portal chunks) is evaluated and keeps a reference to it;
 * every way into a portal from another page passes an API call first (the session), so the
 * host is up by then.
 */
export async function boot() {
  const { pathname } = window.location
  const liveOnly = import.meta.env.VITE_API_MODE === 'live'
  if (liveOnly) preloadRoute(pathname)
  const config = await loadConfig()
  // Spelled out here (not via isLiveOnlyBuild) so Vite drops the mock chunk itself from a
  // live-only build, not just the call to it.
  if (import.meta.env.VITE_API_MODE !== 'live' && config.apiMode === 'mock') {
    const host = import('../../mocks/browser').then((m) => m.startMockHost())
    waitForMockHost(host)
    // The host's last settings answer: the page need not wait for the host to be branded.
    offerSettingsSnapshot()
    if (PORTAL.test(pathname)) await host
  }
  if (!liveOnly) preloadRoute(pathname)
  renderApp(document.getElementById('root')!)
}
