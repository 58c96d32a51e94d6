import type { Browser, Page } from '@playwright/test'
import { judgeLongTasks } from './goals'
import { figureLine, longestBetween, pageNow, runScenario, seedMock } from './scenario'
import type { StaticServer } from './serve'

/**
 * Issue 10 ("a detail page with 200 transactions and 100 notes stays smooth"): an investor's
 * record on the default seed, mock build, no throttling, after the benchmark gives the investor
 * 200 transactions and 100 notes through the in-browser host's own API (as an admin would:
 * POST /api/investments/manual and POST /api/notes). Per run, a full load of each tab: the time
 * to its first rows (transactions) or first timeline entries (notes), and the longest long task
 * while it loads (until a second after), while the page scrolls to the bottom and back, and
 * while it pages forward three times (the transactions' Next page, the timeline's Show more).
 * Each run opens a new tab, so the transactions' first load also starts the whole app in a
 * fresh renderer (compiling every chunk, starting the in-browser host); that page is then
 * loaded again in the same tab, a full load with the code compiled, as a reload is.
 */
export const DETAIL = {
  investorId: 4,
  account: 'superadmin@example.com',
  transactions: 200,
  notes: 100,
  goals: { longTaskMs: 50 },
}

const TRANSACTIONS = `/admin/investors/${DETAIL.investorId}/transactions`
const NOTES = `/admin/investors/${DETAIL.investorId}/notes-calls-tasks`
const TIMEOUT_MS = 300_000
/** A user reads the first rows before scrolling; the host may still be busy, which counts. */
const SETTLE_MS = 1_000
const PAGES_FORWARD = 3
/** Requests in flight at once while seeding: the worker answers them one by one anyway. */
const BATCH = 10

export interface TabRun {
  firstMs: number
  /** Rows or entries shown at first. */
  shown: number
  loadLongTaskMs: number
  scrollLongTaskMs: number
}

export interface Paging {
  /** From each press until its rows show. */
  pageMs: number[]
  pagingLongTaskMs: number
}

export interface DetailRun {
  transactions: TabRun &
    Paging & {
      /** The same page loaded again in its tab (a reload): the app's code is compiled by then. */
      again: { firstMs: number; loadLongTaskMs: number }
    }
  notes: TabRun & Paging
}

/** POSTs `bodies` to `path` from inside the page, as the app calls (cookies, XSRF header). */
async function postAll(page: Page, path: string, bodies: Record<string, unknown>[]) {
  for (let i = 0; i < bodies.length; i += BATCH) {
    const failed = await page.evaluate(
      async ({ path, bodies }) => {
        const xsrf = document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length)
        const results = await Promise.all(
          bodies.map((body) =>
            fetch(path, {
              method: 'POST',
              credentials: 'include',
              headers: {
                Accept: 'application/json',
                'Content-Type': 'application/json',
                'X-Requested-With': 'XMLHttpRequest',
                'X-XSRF-TOKEN': decodeURIComponent(xsrf ?? ''),
              },
              body: JSON.stringify(body),
            }).then(async (r) => (r.status === 201 ? null : `${r.status} ${await r.text()}`)),
          ),
        )
        return results.find((r) => r !== null) ?? null
      },
      { path, bodies: bodies.slice(i, i + BATCH) },
    )
    if (failed) throw new Error(`POST ${path}: ${failed.slice(0, 400)}`)
  }
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const r = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } })
    if (!r.ok) throw new Error(`GET ${path}: ${r.status}`)
    return r.json()
  }, path) as Promise<T>
}

/** The default seed, then the investor's 200 transactions and 100 notes, written as an admin. */
export async function seedDetail(page: Page, origin: string) {
  await seedMock(page, origin, 'normal', DETAIL.account)
  const opps = await getJson<{ data: { id: number }[] }>(
    page,
    '/api/investment-opportunities?per_page=5&sort=id',
  )
  if (opps.data.length === 0) throw new Error('no investment opportunity to invest in')
  await postAll(
    page,
    '/api/investments/manual',
    Array.from({ length: DETAIL.transactions }, (_, i) => ({
      user_id: DETAIL.investorId,
      investment_opportunity_id: opps.data[i % opps.data.length].id,
      amount: 1_000 + 250 * i,
      payment_reference: `BENCH-${String(i + 1).padStart(3, '0')}`,
    })),
  )
  // Notes as staff write them: a few paragraphs of rich text, some with a list.
  await postAll(
    page,
    '/api/notes',
    Array.from({ length: DETAIL.notes }, (_, i) => ({
      notable_type: 'users',
      notable_id: DETAIL.investorId,
      body:
        `<p>Call follow-up ${i + 1}: the investor asked about <strong>EIS relief</strong> ` +
        `and the timing of the next close. Sent the deck and the risk warning.</p>` +
        (i % 3 === 0
          ? '<ul><li>Check the certificate</li><li>Confirm the bank details</li></ul>'
          : '<p>No action needed until the quarterly report.</p>'),
    })),
  )
  const [inv, notes] = await Promise.all([
    getJson<{ total: number } & { meta?: { total: number } }>(
      page,
      `/api/investments?filter[user_id]=${DETAIL.investorId}&per_page=1`,
    ),
    getJson<{ total: number } & { meta?: { total: number } }>(
      page,
      `/api/notes?filter[notable_type]=users&filter[notable_id]=${DETAIL.investorId}&per_page=1`,
    ),
  ])
  const total = (r: { total?: number; meta?: { total: number } }) => r.meta?.total ?? r.total ?? 0
  console.log(`  investor ${DETAIL.investorId}: ${total(inv)} transactions, ${total(notes)} notes`)
  // Let the write-through of 300 rows commit before the page goes.
  await page.waitForTimeout(2_000)
}

/** The transactions table's data rows (not the empty-state row), as text, in the page. */
const TRANSACTION_ROWS = `[...document.querySelectorAll('main table')]
  .filter((t) => t.querySelector('caption')?.textContent?.trim() === 'Transactions')
  .flatMap((t) => [...t.querySelectorAll('tbody tr')])
  .filter((tr) => tr.querySelectorAll('td').length > 1)`

const TIMELINE_ENTRIES = `[...document.querySelectorAll('main [aria-label="Timeline"] > *')]`

/** Waits (every frame) until `rowsExpr` finds rows; answers the page time and the count. */
async function firstShown(page: Page, rowsExpr: string, what: string) {
  const handle = await page
    .waitForFunction(
      `(() => { const n = (${rowsExpr}).length; return n > 0 ? [performance.now(), n] : false })()`,
      null,
      { timeout: TIMEOUT_MS, polling: 'raf' },
    )
    .catch(async (e: unknown) => {
      const shown = await page.evaluate(() => document.body.innerText).catch(() => '')
      throw new Error(
        `no ${what} at ${page.url()}, showing: ${shown.replace(/\s+/g, ' ').slice(0, 400)} ` +
          `(${String(e).split('\n')[0]})`,
      )
    })
  const [at, n] = (await handle.jsonValue()) as [number, number]
  return { at, n }
}

/** Wheel down to the bottom of the page, then back to the top; the longest long task. */
async function scrollThrough(page: Page): Promise<number> {
  await page.mouse.move(720, 450)
  const start = await pageNow(page)
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(50)
    const atBottom = await page.evaluate(
      () => scrollY + innerHeight >= document.documentElement.scrollHeight - 2,
    )
    if (atBottom) break
  }
  for (let i = 0; i < 60 && (await page.evaluate(() => scrollY > 0)); i++) {
    await page.mouse.wheel(0, -400)
    await page.waitForTimeout(50)
  }
  await page.waitForTimeout(300)
  return longestBetween(page, start, await pageNow(page))
}

async function loadTab(page: Page, path: string, rowsExpr: string, what: string) {
  await page.goto(path, { waitUntil: 'commit' })
  const first = await firstShown(page, rowsExpr, what)
  if (!page.url().endsWith(new URL(path).pathname))
    throw new Error(`ended on ${page.url()}, not ${path}`)
  await page.waitForTimeout(SETTLE_MS)
  const loadLongTaskMs = await longestBetween(page, 0, first.at + SETTLE_MS)
  return { firstMs: first.at, shown: first.n, loadLongTaskMs }
}

/**
 * Presses `button` PAGES_FORWARD times, each until `rowsExpr`'s text has changed and the table
 * is not busy: the transactions' Next page, the timeline's Show more.
 */
async function pageForward(page: Page, button: RegExp, rowsExpr: string) {
  const pageMs: number[] = []
  const start = await pageNow(page)
  const text = `(${rowsExpr}).map((el) => el.textContent).join('\\n')`
  for (let i = 0; i < PAGES_FORWARD; i++) {
    const before = (await page.evaluate(text)) as string
    const pressed = await pageNow(page)
    await page.getByRole('button', { name: button }).click()
    const done = await page.waitForFunction(
      `(() => {
        const now = ${text};
        const busy = document.querySelector('main table[aria-busy="true"]');
        return !busy && now !== '' && now !== ${JSON.stringify(before)} ? performance.now() : false;
      })()`,
      null,
      { timeout: TIMEOUT_MS, polling: 'raf' },
    )
    pageMs.push(((await done.jsonValue()) as number) - pressed)
  }
  await page.waitForTimeout(300)
  return { pageMs, pagingLongTaskMs: await longestBetween(page, start, await pageNow(page)) }
}

async function oneRun(page: Page, origin: string): Promise<DetailRun> {
  const tx = await loadTab(page, origin + TRANSACTIONS, TRANSACTION_ROWS, 'transaction rows')
  const txScroll = await scrollThrough(page)
  const paging = await pageForward(page, /^Next page$/, TRANSACTION_ROWS)
  const again = await loadTab(page, origin + TRANSACTIONS, TRANSACTION_ROWS, 'transaction rows')
  const notes = await loadTab(page, origin + NOTES, TIMELINE_ENTRIES, 'timeline entries')
  const notesScroll = await scrollThrough(page)
  const more = await pageForward(page, /^Show \d+ more$/, TIMELINE_ENTRIES)
  return {
    transactions: {
      ...tx,
      scrollLongTaskMs: txScroll,
      ...paging,
      again: { firstMs: again.firstMs, loadLongTaskMs: again.loadLongTaskMs },
    },
    notes: { ...notes, scrollLongTaskMs: notesScroll, ...more },
  }
}

export function measureDetail(
  browser: Browser,
  server: StaticServer,
  runs: number,
  progress: (run: DetailRun) => void,
): Promise<DetailRun[]> {
  return runScenario(browser, runs, {
    context: { viewport: { width: 1440, height: 900 } },
    timeoutMs: TIMEOUT_MS,
    setup: (page) => seedDetail(page, server.origin),
    run: (page) => oneRun(page, server.origin),
    progress,
  })
}

export function reportDetail(runs: DetailRun[]): string[] {
  const goal = DETAIL.goals.longTaskMs
  const tx = runs.map((r) => r.transactions)
  const notes = runs.map((r) => r.notes)
  console.log(
    `\nmock investor ${DETAIL.investorId}'s record, default seed + ${DETAIL.transactions} ` +
      `transactions and ${DETAIL.notes} notes, no throttling (${runs.length} runs):`,
  )
  console.log(`  ${TRANSACTIONS}: rows shown at first ${tx.map((r) => r.shown).join(', ')}`)
  console.log(
    figureLine(
      'first rows (full load)',
      tx.map((r) => r.firstMs),
    ),
  )
  console.log(
    figureLine(
      'longest long task, load and 1 s after',
      tx.map((r) => r.loadLongTaskMs),
      goal,
    ),
  )
  console.log(
    figureLine(
      'longest long task, scrolling down and up',
      tx.map((r) => r.scrollLongTaskMs),
      goal,
    ),
  )
  console.log(
    figureLine(
      `Next page to its rows (${PAGES_FORWARD} pages)`,
      tx.flatMap((r) => r.pageMs),
    ),
  )
  console.log(
    figureLine(
      'longest long task, paging',
      tx.map((r) => r.pagingLongTaskMs),
      goal,
    ),
  )
  console.log(
    figureLine(
      'first rows, loaded again in the same tab',
      tx.map((r) => r.again.firstMs),
    ),
  )
  console.log(
    figureLine(
      'longest long task, that load and 1 s after',
      tx.map((r) => r.again.loadLongTaskMs),
      goal,
    ),
  )
  console.log(`  ${NOTES}: entries shown at first ${notes.map((r) => r.shown).join(', ')}`)
  console.log(
    figureLine(
      'first timeline entries (full load)',
      notes.map((r) => r.firstMs),
    ),
  )
  console.log(
    figureLine(
      'longest long task, load and 1 s after',
      notes.map((r) => r.loadLongTaskMs),
      goal,
    ),
  )
  console.log(
    figureLine(
      'longest long task, scrolling down and up',
      notes.map((r) => r.scrollLongTaskMs),
      goal,
    ),
  )
  console.log(
    figureLine(
      `Show more to its entries (${PAGES_FORWARD} times)`,
      notes.flatMap((r) => r.pageMs),
    ),
  )
  console.log(
    figureLine(
      'longest long task, showing more',
      notes.map((r) => r.pagingLongTaskMs),
      goal,
    ),
  )
  return judgeLongTasks(
    'detail page',
    [
      { what: 'transactions, load in a new tab', runs: tx.map((r) => r.loadLongTaskMs) },
      { what: 'transactions, load again', runs: tx.map((r) => r.again.loadLongTaskMs) },
      { what: 'transactions, scrolling', runs: tx.map((r) => r.scrollLongTaskMs) },
      { what: 'transactions, paging', runs: tx.map((r) => r.pagingLongTaskMs) },
      { what: 'notes, load', runs: notes.map((r) => r.loadLongTaskMs) },
      { what: 'notes, scrolling', runs: notes.map((r) => r.scrollLongTaskMs) },
      { what: 'notes, showing more', runs: notes.map((r) => r.pagingLongTaskMs) },
    ],
    goal,
  )
}
