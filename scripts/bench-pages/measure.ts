import { chromium, type Browser, type Page } from '@playwright/test'
import type { BuildMode } from './build'
import {
  CPU_SLOWDOWN,
  FAST_4G,
  LOGIN_PAGE,
  QUIET_MS,
  READY_TIMEOUT_MS,
  type PageSpec,
  type Visit,
} from './config'
import { afterClickScript, readyScript } from './ready-script'
import { longTasks, printTimeline, saveProfile } from './diagnostics'
import { BLANK_PAGE, type StaticServer } from './serve'

export interface Target {
  mode: BuildMode
  server: StaticServer
  /** Where the page's API calls go: '' (same origin, the service worker) or the live API. */
  apiBase: string
}

export interface RunResult {
  readyMs: number
  /** Every JavaScript file the measured navigation fetched, with its compressed bytes. */
  js: { path: string; bytes: number }[]
  /** The longest long task before ready (ms); measured for a page opened, not one logged into. */
  longestTaskMs?: number
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Playwright would exit the process on Ctrl-C itself, before our clean-up removes the
    // temp dir and stops the servers; bench-pages.ts closes the browser in that clean-up.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

/** Sanctum's handshake from inside the page, as the app does it (see e2e/support/page-api). */
export async function logIn(page: Page, apiBase: string, email: string) {
  // The page's own first calls may still be setting the session cookie (mock mode: a fresh
  // session per call without one), so a 419 means "raced", and a fresh token is asked for.
  for (let attempt = 1; ; attempt++) {
    try {
      return await logInOnce(page, apiBase, email)
    } catch (e) {
      if (attempt >= 3 || !String(e).includes(': 419 ')) throw e
      await page.waitForTimeout(300)
    }
  }
}

async function logInOnce(page: Page, apiBase: string, email: string) {
  const res = await page.evaluate(
    async ({ base, email }) => {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
      }
      await fetch(`${base}/sanctum/csrf-cookie`, { credentials: 'include', headers })
      const xsrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length)
      if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf)
      headers['Content-Type'] = 'application/json'
      const login = await fetch(`${base}/login`, {
        method: 'POST',
        credentials: 'include',
        headers,
        body: JSON.stringify({ email, password: 'password' }),
      })
      return { status: login.status, text: await login.text() }
    },
    { base: apiBase, email },
  )
  if (res.status !== 204) throw new Error(`login as ${email}: ${res.status} ${res.text}`)
}

async function pageText(page: Page) {
  const text = await page
    .evaluate(() => document.body?.innerText ?? '')
    .catch((e: unknown) => `(page text unavailable: ${String(e)})`)
  return text.replace(/\s+/g, ' ').trim().slice(0, 600) || '(empty page)'
}

async function waitForQuiet(server: StaticServer) {
  const deadline = Date.now() + 15_000
  while (Date.now() - server.lastActivity() < QUIET_MS && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100))
}

/** Throttling and no cache, as every timed navigation has them. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', FAST_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return cdp
}

type Arrival = { at: number; path: string }

/** Waits for `flag` (set by ready-script.ts in the page); says what the page shows if it never is. */
async function arrival(
  page: Page,
  flag: string,
  target: Target,
  spec: PageSpec,
  errors: string[],
): Promise<Arrival> {
  let ready: Arrival
  try {
    const handle = await page.waitForFunction(`window.${flag}`, null, {
      timeout: READY_TIMEOUT_MS,
      polling: 100,
    })
    ready = (await handle.jsonValue()) as Arrival
  } catch (e) {
    if (!String(e).includes('Timeout')) throw e
    throw new Error(
      `${target.mode} ${spec.path}: no ${spec.ready.describe} (selector ${JSON.stringify(
        spec.ready.selector,
      )}) within ${READY_TIMEOUT_MS / 1000} s. Now at ${page.url()}, showing: ` +
        `${await pageText(page)}${errors.length ? `\nPage errors: ${errors.join(' | ')}` : ''}`,
    )
  }
  const expected = spec.expectPath ?? spec.path
  if (expected !== '*' && ready.path !== expected)
    throw new Error(
      `${target.mode} ${spec.path}: ended on ${ready.path}, not ${expected}: ${await pageText(page)}`,
    )
  return ready
}

/** The JavaScript the static server sent since `mark`, once it has been quiet for QUIET_MS. */
async function jsSince(target: Target, mark: number) {
  await waitForQuiet(target.server)
  return target.server.log
    .slice(mark)
    .filter((r) => r.status === 200 && /\.m?js$/.test(r.path))
    .map(({ path, bytes }) => ({ path, bytes }))
}

/** The longest long task that started before `beforeMs` (0 when there was none). */
async function longestTaskBefore(page: Page, beforeMs: number) {
  const tasks = await longTasks(page)
  return Math.max(0, ...tasks.filter((t) => t.start < beforeMs).map((t) => t.duration))
}

/**
 * One measured visit in a fresh browser context. `returning` (as every run before issue 26):
 * untimed first, a visit that installs the service worker and seeds the mock's IndexedDB
 * (mock mode) and the login, if the page needs one; then throttling goes on and the page is
 * opened again and timed. `first` (issue 26): throttled from the start, nothing installed,
 * nothing stored; a page behind a login is "the first portal page after the first login":
 * /login is opened, the form filled and "Log in" pressed as soon as it shows, and the time
 * runs from that press to the portal page's marker (the host starting, the login waiting for
 * it, the portal's code all inside).
 *
 * Time-to-ready is read in the page; the JavaScript is what the static server sent from the
 * timed navigation (or press) until it had been quiet for QUIET_MS after ready, so lazy chunks
 * fetched just after ready count too.
 */
export async function measureRun(
  browser: Browser,
  target: Target,
  spec: PageSpec,
  visit: Visit = 'returning',
): Promise<RunResult> {
  const context = await browser.newContext()
  try {
    const shown = visit === 'first' && spec.account ? LOGIN_PAGE : spec
    await context.addInitScript(readyScript(shown.ready))
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const url = target.server.origin + shown.path

    if (visit === 'returning') {
      await page.goto(url)
      // Booted, mock host answering: the login below must reach it, not the static server.
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
      if (target.mode === 'mock')
        await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, {
          timeout: READY_TIMEOUT_MS,
        })
      if (spec.account) {
        await logIn(page, target.apiBase, spec.account)
        // Let the mock's IndexedDB write-through of the new session commit before leaving.
        await page.waitForTimeout(200)
      }
    } else {
      // A page of the same origin that is not the app: emulation set on it carries over to
      // the app's navigation, which a renderer swap from about:blank might not keep.
      await page.goto(target.server.origin + BLANK_PAGE)
    }
    const cdp = await throttle(page)
    await waitForQuiet(target.server)
    let mark = target.server.log.length
    const profiling = process.env.BENCH_PROFILE
    if (profiling) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'))
    await page.goto(url, { waitUntil: 'commit' })
    const ready = await arrival(page, '__benchReady', target, shown, errors)
    if (profiling) await saveProfile(profiling, cdp, `${target.mode}${shown.path}-${visit}`)
    const longestTaskMs = await longestTaskBefore(page, ready.at)
    if (process.env.BENCH_TIMELINE)
      await printTimeline(page, `${target.mode} ${spec.path}`, ready.at)
    if (shown === spec) return { readyMs: ready.at, js: await jsSince(target, mark), longestTaskMs }

    // The first login, typed as soon as the form shows (typing is not timed).
    await page.getByLabel('Email', { exact: true }).fill(spec.account!)
    await page.getByLabel('Password', { exact: true }).fill('password')
    await page.evaluate(afterClickScript(spec.ready))
    mark = target.server.log.length
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    const portal = await arrival(page, '__benchAfterLogin', target, spec, errors)
    return { readyMs: portal.at, js: await jsSince(target, mark) }
  } finally {
    await context.close()
  }
}
