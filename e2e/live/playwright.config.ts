import { defineConfig } from '@playwright/test'
import base from '../playwright.config'
import { LIVE_ORIGIN, MOCK_API_ORIGIN, MOCK_API_PORT } from './ports'

/**
 * Journeys against the production live build (VITE_API_MODE=live) served on 127.0.0.1, its
 * /config.json pointing at the standalone mock API (`npm run mock:api`) on another port: what
 * a deployer runs, cross-origin with credentials and realtime over the Pusher protocol. The
 * browser settings are the mock-mode journeys'; the mock starts once for the whole run and
 * each describe resets it (and picks its host dialect) in beforeAll.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  testIgnore: [],
  outputDir: '../../test-results/live',
  // One at a time: every live journey shares the one standalone host, and each describe
  // resets it. Two side by side (the mock-mode default) reset each other's host mid-journey
  // and push notifications into each other's bells.
  workers: 1,
  use: { ...base.use, baseURL: LIVE_ORIGIN },
  webServer: [
    {
      command: 'npx tsx mocks/server.ts',
      cwd: '../..',
      // Loopback origins are allowed by default: the live build's port needs no MOCK_ORIGINS.
      env: { PORT: String(MOCK_API_PORT) },
      url: `${MOCK_API_ORIGIN}/__mock/state`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: 'npx tsx e2e/live/serve-live.ts',
      cwd: '../..',
      url: `${LIVE_ORIGIN}/config.json`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
  ],
})
