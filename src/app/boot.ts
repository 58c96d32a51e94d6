import { loadConfig } from '../lib/config'
import { renderApp } from './render'
import { preloadRoute } from './route-chunks'

/**
 * Start-up order matters: the runtime config decides the API mode, and in mock mode the
 * in-browser host must be answering before the first component asks for anything. The mock
 * is a lazy chunk, and a live-only build (VITE_API_MODE=live) drops it at build time.
 * The app is part of the entry (every page needs it, and its files are preloaded with the
 * HTML). A live-only build fetches the first page's chunk while the config loads; a build that
 * may run the mock waits for it, because msw must patch WebSocket before pusher-js (in the
 * portal chunks) is evaluated and keeps a reference to it.
 */
export async function boot() {
  const liveOnly = import.meta.env.VITE_API_MODE === 'live'
  if (liveOnly) preloadRoute(window.location.pathname)
  const config = await loadConfig()
  // Spelled out here (not via isLiveOnlyBuild) so Vite drops the mock chunk itself from a
  // live-only build, not just the call to it.
  if (import.meta.env.VITE_API_MODE !== 'live' && config.apiMode === 'mock') {
    const { startMockHost } = await import('../../mocks/browser')
    await startMockHost()
  }
  if (!liveOnly) preloadRoute(window.location.pathname)
  renderApp(document.getElementById('root')!)
}
