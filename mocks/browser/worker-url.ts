/**
 * Where msw's service worker is served (public/), from the site's root. The page's inline
 * preload (scripts/vite/first-page-preload.ts) reads a page controlled by it as a returning
 * visit of mock mode.
 */
export const MOCK_WORKER_URL = '/mockServiceWorker.js'
