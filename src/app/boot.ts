import { loadConfig } from '../lib/config'

/**
 * Start-up order matters: the runtime config decides the API mode, and in mock mode the
 * in-browser host must be answering before the first component asks for anything. The mock
 * is a lazy chunk, and a live-only build (VITE_API_MODE=live) drops it at build time.
 */
export async function boot() {
  const config = await loadConfig()
  // Spelled out here (not via isLiveOnlyBuild) so Vite drops the mock chunk itself from a
  // live-only build, not just the call to it.
  if (import.meta.env.VITE_API_MODE !== 'live' && config.apiMode === 'mock') {
    const { startMockHost } = await import('../../mocks/browser')
    await startMockHost()
  }
  const { renderApp } = await import('./render')
  renderApp(document.getElementById('root')!)
}
