/**
 * Where the live-build journeys run: the live build's static server and the standalone mock
 * API, each on its own port (neither the mock-mode journeys' 4173 nor `npm run mock:api`'s
 * 8787, so a developer's own servers can keep running).
 */
export const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? 4183)
export const MOCK_API_PORT = Number(process.env.E2E_MOCK_API_PORT ?? 8797)

export const LIVE_ORIGIN = `http://127.0.0.1:${LIVE_PORT}`
export const MOCK_API_ORIGIN = `http://127.0.0.1:${MOCK_API_PORT}`
