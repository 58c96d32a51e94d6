import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { median } from './budgets'
import { logIn } from './measure'

/**
 * What the single-page scenarios (`--large-list`, `--deal-board`, `--detail`) share: the long
 * task recorder every document of their context carries, the seed-once-then-measure loop, and
 * the report line. Each scenario keeps only what it navigates to and what it times.
 */

export interface LongTask {
  start: number
  duration: number
}

/**
 * For addInitScript (plain text, see ready-script.ts): every long task of the document, from
 * its start (buffered), in window.__longTasks.
 */
export const LONG_TASK_SCRIPT = `(() => {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`

/** The longest of `tasks` overlapping [from, to] (performance.now() times), 0 if none. */
export function longestIn(tasks: LongTask[], from: number, to: number): number {
  return Math.max(
    0,
    ...tasks.filter((t) => t.start + t.duration > from && t.start < to).map((t) => t.duration),
  )
}

/** The longest long task the page has recorded between `from` and `to`. */
export async function longestBetween(page: Page, from: number, to: number): Promise<number> {
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks: LongTask[] }).__longTasks,
  )
  return longestIn(tasks, from, to)
}

/** The page's clock (ms since its navigation started). */
export const pageNow = (page: Page) => page.evaluate(() => performance.now())

/** How long the in-browser host may take to answer a fresh page on a loaded machine. */
const WORKER_TIMEOUT_MS = 300_000

/**
 * A fresh mock host with `seed` (POST /__mock/reset), then `account` logs in. The reset and
 * the session are written through to IndexedDB; the pause lets that finish before the page
 * goes, so the next document's host starts from them.
 */
export async function seedMock(
  page: Page,
  origin: string,
  seed: 'normal' | 'large',
  account: string,
) {
  await page.goto(origin + '/login')
  // The host answers, not only the worker controls the page: msw passes a request on to the
  // static server (405 for a POST) until its handshake with the page is done.
  await page.evaluate(async (timeout) => {
    const until = Date.now() + timeout
    for (;;) {
      const r = await fetch('/__mock/state', { headers: { Accept: 'application/json' } })
      if (r.ok && (r.headers.get('content-type') ?? '').includes('json')) return
      if (Date.now() > until) throw new Error('the in-browser host never answered')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }, WORKER_TIMEOUT_MS)
  const res = await page.evaluate(async (seed) => {
    const r = await fetch('/__mock/reset', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ seed }),
    })
    return { status: r.status, text: await r.text() }
  }, seed)
  if (res.status !== 200) throw new Error(`${seed} seed: ${res.status} ${res.text}`)
  await logIn(page, '', account)
  await page.waitForTimeout(2_000)
}

export interface ScenarioOptions<R> {
  /** Seeds the context's mock once (its own page, closed after). */
  setup: (page: Page) => Promise<void>
  /** One measured run in a fresh page of the same context (one tab open at a time). */
  run: (page: Page) => Promise<R>
  /** Printed as each run ends. */
  progress: (run: R) => void
  /** More init scripts beside the long task recorder. */
  scripts?: string[]
  context?: BrowserContextOptions
  timeoutMs: number
}

/** Seed once, then `runs` runs, each in a page of its own; the context (and session) shared. */
export async function runScenario<R>(
  browser: Browser,
  runs: number,
  options: ScenarioOptions<R>,
): Promise<R[]> {
  const context = await browser.newContext(options.context)
  try {
    await context.addInitScript(LONG_TASK_SCRIPT)
    for (const script of options.scripts ?? []) await context.addInitScript(script)
    const setup = await context.newPage()
    setup.setDefaultTimeout(options.timeoutMs)
    const started = Date.now()
    await options.setup(setup)
    console.log(`  seeded in the browser: ${((Date.now() - started) / 1000).toFixed(0)} s`)
    await setup.close()
    const out: R[] = []
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage()
      page.setDefaultTimeout(options.timeoutMs)
      try {
        const run = await options.run(page)
        out.push(run)
        options.progress(run)
      } finally {
        await page.close()
      }
    }
    return out
  } finally {
    await context.close()
  }
}

/** One figure over the runs: median, range, and the goal when it has one. */
export function figureLine(label: string, xs: number[], goal?: number): string {
  return (
    `  ${label.padEnd(44)} median ${median(xs).toFixed(0).padStart(6)} ms   ` +
    `min-max ${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)}` +
    (goal === undefined ? '' : `   goal <= ${goal} ms`)
  )
}
