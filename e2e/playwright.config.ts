import { defineConfig, devices } from '@playwright/test'

/**
 * Journeys run in Debian's Chromium against the production build served by `vite preview`
 * on 127.0.0.1 (mock mode, as QA runs it). No browser is ever downloaded.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const port = Number(process.env.E2E_PORT ?? 4173)
// Two sessions on one machine each build into their own folder (E2E_DIST) and port.
const dist = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST}` : ''

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // The live build's journeys have their own build, servers and config (live/).
  testIgnore: ['live/**'],
  outputDir: process.env.E2E_OUTPUT ?? '../test-results',
  // A spec file's journeys run in order in one worker; files spread over the workers. A
  // worker's journeys share its browser context (support/journey.ts), each starting from the
  // seed, and a context is its own in-browser mock host (IndexedDB, service worker,
  // BroadcastChannel), so two workers run side by side without sharing data. Two by
  // default: on an idle two-core machine the 76 journeys took 6.1 min in two workers against
  // 9.2 min in one (the first seeds happen off the page's thread since issue 26).
  // E2E_WORKERS=1 runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry everywhere (a flaky journey is reported as flaky, never hidden), and the trace
  // is recorded only on that retry: tracing every attempt snapshots the DOM at each action
  // and cost a third of the suite's time (staff-roles' ten landings: 1.6 min with a trace
  // per test, 1.1 min without). `--trace on` records one for a journey under study.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // V8's optimising tiers (Maglev, Turbofan) compile a page's hot functions on background
        // threads, for speed later. A journey's page lives seconds, and two workers already keep
        // both cores busy, so that compiling only takes CPU from the pages: with the baseline
        // tier alone an 8-file sample (29 journeys) ran in 166-178 s against 179-258 s.
        // Journeys measure behaviour; the page benchmark (bench:pages) keeps V8's defaults.
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort${dist}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
})
