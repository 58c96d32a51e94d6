// @vitest-environment node
// `npm run check:host` against the standalone mock API (`npm run mock:api`, a child process),
// as a deployer runs it: the contract dialect, the stock Laravel dialect, maintenance, and a
// host whose CORS does not let the portal in.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../mocks/server-harness'
import { main } from './main'
import { FLAG_NAMES } from '../../src/lib/settings/flag-names'

const FLAGS = FLAG_NAMES.length

/** The portal the mock lets in (MOCK_ORIGINS); only ever an Origin header, nothing listens. */
const PORTAL = 'http://127.0.0.1:5173'
/** A portal the mock does not let in: to it, the host's CORS is closed. */
const OTHER_PORTAL = 'https://portal.tenant.example'
const ACCOUNT = [
  '--email',
  'investor@example.com',
  '--password',
  'password',
  '--unverified-email',
  'unverified@example.com',
  '--unverified-password',
  'password',
]
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

let spawned: ReturnType<typeof startServer> | undefined
let server: RunningServer

/** The real CLI as `npm run check:host` runs it, as a process of its own. */
function runCli(...args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn('npx', ['tsx', 'scripts/check-host/cli.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (out += c.toString()))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })))
}

let cliRun: ReturnType<typeof runCli>

beforeAll(async () => {
  // CHECK_HOST_MOCK_PORT pins the port (a shared machine's assigned one); else any free port.
  spawned = startServer({ MOCK_ORIGINS: PORTAL, PORT: process.env.CHECK_HOST_MOCK_PORT ?? '0' })
  server = await spawned.ready
  // Started now, awaited by its test: its node start-up overlaps the other tests. From a
  // portal the host's CORS shuts out, every line it asserts fails whatever the host's state.
  cliRun = runCli(server.origin, '--origin', OTHER_PORTAL)
}, 60_000)

afterAll(() => spawned?.stop(), 15_000)

const control = (path: string, body: unknown) =>
  fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })

// A test that changes the host (dialect, maintenance) leaves it as it found it.
let changed = false
afterEach(async () => {
  if (changed) await control('/__mock/reset', {})
  changed = false
})

async function checkHost(...args: string[]) {
  const lines: string[] = []
  const code = await main([server.origin, ...args], {}, { out: (l) => lines.push(l) })
  const output = lines.join('\n')
  /** The report line of a check, by the start of its title (after the verdict column). */
  const line = (title: string) => output.split('\n').find((l) => l.slice(9).startsWith(title))
  return { code, output, line }
}

/** Every verdict line of a report, for "nothing but pass" assertions. */
const verdictLines = (output: string) =>
  output.split('\n').filter((l) => /^(pass|fail|skipped) /.test(l))

describe('check:host against the standalone mock', () => {
  it('passes everything in the contract dialect', async () => {
    const run = await checkHost('--origin', PORTAL, ...ACCOUNT)
    expect(run.code, run.output).toBe(0)
    const lines = verdictLines(run.output)
    expect(lines).toHaveLength(22)
    // Maintenance can only be judged on a host that is down (--maintenance).
    expect(lines.filter((l) => !l.startsWith('pass '))).toEqual([
      expect.stringMatching(/^skipped +Maintenance: .*php artisan down.*--maintenance/),
    ])
    expect(run.line('GET /api/branding/1')).toMatch(
      new RegExp(`wrapped in data; ${FLAGS} of ${FLAGS} flags \\(contract spellings\\)`),
    )
    expect(run.line('GET /api/branding/1')).toMatch(/on: funds_enabled, /)
    expect(run.line('The session cookie')).toMatch(/laravel_session sent back/)
    // The host's own rules (issue 24), tried without changing anything it stores.
    expect(run.line('A body over 8 MB answers 413')).toMatch(/^pass +.*answered 413/)
    expect(run.line('Files under /storage')).toMatch(/^pass +.*nosniff and sandboxed/)
    expect(run.line('A reservation whose amount')).toMatch(/^pass +.*must be a number/)
    expect(run.line("An investor's PATCH")).toMatch(/^pass +.*403/)
    expect(run.line('An investor whose email is not verified')).toMatch(
      /^pass +.*Your email address is not verified/,
    )
    expect(run.line('A market sounding')).toMatch(/^pass +.*1 not agreed to yet, served without/)
    expect(run.output).toMatch(/21 passed, 0 failed, 1 skipped/)
  })

  it('passes everything in the stock Laravel dialect (bare records, other flag spellings)', async () => {
    changed = true
    const switched = await control('/__mock/dialect', { dialect: 'stock' })
    expect(await switched.json()).toEqual({ dialect: 'stock' })
    const run = await checkHost('--origin', PORTAL, ...ACCOUNT)
    expect(run.code, run.output).toBe(0)
    expect(run.line('GET /api/branding/1')).toMatch(
      new RegExp(`bare record; ${FLAGS} of ${FLAGS} flags \\(\\d+ in other spellings\\)`),
    )
    expect(run.line('GET /api/branding/1')).toMatch(/on: .*\bmarket_sounding\b/)
    expect(run.output).toMatch(/21 passed, 0 failed, 1 skipped/)
  })

  it('fails the CORS and session lines, with what to change, when CORS is closed to the portal', async () => {
    const run = await checkHost('--origin', OTHER_PORTAL, ...ACCOUNT)
    expect(run.code).toBe(1)
    const cors = run.output.split('\n')
    const at = (title: string) => cors.findIndex((l) => l.slice(9).startsWith(title))
    const simple = at('CORS with credentials')
    expect(cors[simple]).toMatch(/^fail +.*no Access-Control-Allow-Origin header/)
    expect(cors[simple + 1]).toMatch(
      /^ +fix: config\/cors\.php: put https:\/\/portal\.tenant\.example in `allowed_origins`.*`supports_credentials` => true/,
    )
    const preflight = at('CORS preflight')
    expect(cors[preflight]).toMatch(/^fail +.*POST \/login: preflight: /)
    expect(cors[preflight + 1]).toMatch(
      /^ +fix: config\/cors\.php: `allowed_methods`.*X-XSRF-TOKEN/,
    )
    expect(run.line('Login with the test account')).toMatch(/^fail +.*POST \/login was never sent/)
    const session = at('The session cookie comes back')
    expect(cors[session]).toMatch(/^fail +.*no session: the login failed/)
    expect(cors[session + 1]).toMatch(
      /^ +fix: as for "CORS preflight for a write with X-XSRF-TOKEN" above/,
    )
    expect(run.line('GET /api/user answers 200')).toMatch(/^skipped +.*needs a session/)
    expect(run.output).toMatch(/0 passed, 10 failed, 12 skipped: the host is not ready/)
  })

  it('says "no test account" for the checks that need a session, and still passes', async () => {
    const run = await checkHost('--origin', PORTAL)
    expect(run.code, run.output).toBe(0)
    const skipped = verdictLines(run.output).filter((l) => l.startsWith('skipped'))
    expect(skipped).toHaveLength(14)
    for (const l of skipped.slice(0, -1)) expect(l).toMatch(/ — no test account/)
    expect(run.line('Login with the test account')).toMatch(
      /CHECK_HOST_EMAIL and CHECK_HOST_PASSWORD/,
    )
  })

  it('recognises maintenance: 503 everywhere with --maintenance, a fail without it', async () => {
    changed = true
    await control('/__mock/maintenance', { enabled: true })
    const down = await checkHost('--origin', PORTAL, '--maintenance')
    expect(down.code, down.output).toBe(0)
    expect(down.line('Maintenance: GET /api/user answers 503')).toMatch(/^pass /)

    const normal = await checkHost('--origin', PORTAL, ...ACCOUNT)
    expect(normal.code).toBe(1)
    expect(normal.output).toMatch(/^fail +Maintenance: a 503 is recognised/m)
    expect(normal.output).toMatch(/fix: .*`php artisan up`/)

    await control('/__mock/maintenance', { enabled: false })
    const up = await checkHost('--origin', PORTAL, '--maintenance')
    expect(up.code).toBe(1)
    expect(up.output).toMatch(/fix: the host is not in maintenance: run `php artisan down`/)
  })

  it('exits 1 as a process on a failing host (npm run check:host)', async () => {
    const { code, out } = await cliRun
    expect(code, out).toBe(1)
    expect(out).toMatch(/^fail +CORS with credentials/m)
  })
})
