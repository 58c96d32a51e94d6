import type { Browser, CDPSession, Page } from '@playwright/test'
import {
  ADMIN_ROUTE_SAMPLES,
  INVESTOR_ROUTE_SAMPLES,
  sweepAddresses,
} from '../../src/app/route-samples'
import { LOGOUT_PATH } from '../../src/lib/api/unauthorised'
import type { StaticServer } from './serve'

/**
 * Issue 27 §8: a long session in one tab. Signed in as staff at /admin, a round walks the
 * admin portal's sample addresses (src/app/route-samples.ts: lists, records and their tabs),
 * logs out and in as an investor in the same tab, walks the investor portal's, and comes back
 * to /admin as staff, stepping back and forward every few pages: all in-app navigations, one
 * document, one JavaScript heap. A warm-up round over every address comes first; then a
 * measured round of 200 pages. It compares the start and the end on the same page: the JS
 * heap after garbage collection, the realtime subscriptions the host sees open, and the DOM
 * nodes the renderer holds that are not in the document (detached, kept alive by something).
 */

export const SOAK_PAGES = 200
/** Issue 27 §8's goal: the heap grows by at most this over the walk. */
export const SOAK_HEAP_GROWTH_MB = 10

export interface SoakPoint {
  heapMb: number
  subscriptions: number
  connections: number
  detachedNodes: number
}

export interface SoakResult {
  /** At the first /admin, before anything else was opened (information). */
  cold: SoakPoint
  /** After the warm-up round, back at /admin: what the goals compare the end with. */
  start: SoakPoint
  end: SoakPoint
  pages: number
  slow: string[]
  seconds: number
}

/** An in-app navigation: the router follows popstate, so the document (and heap) stays. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/** The page shows its heading and nothing is loading (or 10 s passed: noted as slow). */
async function settled(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      () =>
        !!document.querySelector('main h1, h1') && !document.querySelector('[aria-busy="true"]'),
      null,
      { timeout: 10_000, polling: 100 },
    )
    await page.waitForTimeout(150)
    return true
  } catch {
    return false
  }
}

async function point(page: Page, cdp: CDPSession): Promise<SoakPoint> {
  // Twice: a first collection can leave what only a second frees (weak maps, finalizers).
  for (let i = 0; i < 2; i++) await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const { nodes } = await cdp.send('Memory.getDOMCounters')
  const attached = await page.evaluate(() => {
    let n = 0
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL)
    while (walker.nextNode()) n++
    return n + 1
  })
  const realtime = (await page.evaluate(() =>
    (window as Window & { __mockRealtime?: () => object }).__mockRealtime?.(),
  )) as { connections: number; subscriptions: number } | undefined
  return {
    heapMb: usedSize / 1e6,
    subscriptions: realtime?.subscriptions ?? -1,
    connections: realtime?.connections ?? -1,
    detachedNodes: Math.max(0, nodes - attached),
  }
}

async function logInInApp(page: Page, email: string) {
  await goInApp(page, LOGOUT_PATH)
  await page.waitForURL(/\/login/, { timeout: 30_000 })
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('password')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 })
  await settled(page)
}

/** `count` steps over `addresses` (cycled), a back and a forward every fifth step. */
async function walk(page: Page, addresses: readonly string[], count: number, slow: string[]) {
  let pages = 0
  for (let i = 0; pages < count; i++) {
    const path = addresses[i % addresses.length]
    await goInApp(page, path)
    if (!(await settled(page))) slow.push(path)
    pages++
    if (i % 5 === 4 && pages + 2 <= count) {
      await page.goBack({ waitUntil: 'commit' }).catch(() => undefined)
      await settled(page)
      await page.goForward({ waitUntil: 'commit' }).catch(() => undefined)
      await settled(page)
      pages += 2
    }
  }
  return pages
}

export async function measureSoak(
  browser: Browser,
  server: StaticServer,
  total = SOAK_PAGES,
  log: (line: string) => void = () => undefined,
): Promise<SoakResult> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await page.goto(`${server.origin}/login`)
    await page.waitForFunction(
      () => (window as Window & { __mockHostReady?: Promise<unknown> }).__mockHostReady,
    )
    await page.evaluate(
      () => (window as Window & { __mockHostReady?: Promise<unknown> }).__mockHostReady,
    )
    await page.getByLabel('Email', { exact: true }).fill('superadmin@example.com')
    await page.getByLabel('Password', { exact: true }).fill('password')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL(/\/admin$/, { timeout: 60_000 })
    await settled(page)
    await page.waitForTimeout(2000)
    const cold = await point(page, cdp)
    log(`  first /admin: ${describePoint(cold)}`)

    const slow: string[] = []
    const admin = sweepAddresses(ADMIN_ROUTE_SAMPLES)
    const investor = sweepAddresses(INVESTOR_ROUTE_SAMPLES)
    /** Both portals, ending at /admin as staff: the same page and session as it began. */
    const round = async (adminPages: number, investorPages: number) => {
      let pages = await walk(page, admin, adminPages, slow)
      await logInInApp(page, 'investor@example.com')
      pages += await walk(page, investor, investorPages, slow)
      await logInInApp(page, 'superadmin@example.com')
      await goInApp(page, '/admin')
      await settled(page)
      await page.waitForTimeout(2000)
      return pages
    }
    // A warm-up round over every sample address: each portal's code is loaded and compiled,
    // the mock host has read the tables they use and the query cache holds their answers
    // (kept 5 minutes by design). What the measured round adds on top of that is what a long
    // session accumulates.
    const warmed = await round(admin.length, investor.length)
    const start = await point(page, cdp)
    log(`  after a warm-up round of ${warmed} pages: ${describePoint(start)}`)

    const began = Date.now()
    const half = Math.floor(total / 2)
    const pages = await round(half, total - half)
    const end = await point(page, cdp)
    log(`  after ${pages} more pages, back at /admin: ${describePoint(end)}`)
    return { cold, start, end, pages, slow, seconds: (Date.now() - began) / 1000 }
  } finally {
    await context.close()
  }
}

const describePoint = (p: SoakPoint) =>
  `heap ${p.heapMb.toFixed(1)} MB after GC, ${p.subscriptions} realtime subscriptions on ` +
  `${p.connections} socket(s), ${p.detachedNodes} DOM nodes outside the document`

/** Prints the figures and verdicts; returns the problems that make the exit code 1. */
export function reportSoak(r: SoakResult): string[] {
  const growth = r.end.heapMb - r.start.heapMb
  console.log(
    `\nSoak: ${r.pages} pages in one tab after a warm-up round, ${r.seconds.toFixed(0)} s`,
  )
  console.log(`  cold:  ${describePoint(r.cold)} (the first /admin, information)`)
  console.log(`  start: ${describePoint(r.start)}`)
  console.log(`  end:   ${describePoint(r.end)}`)
  if (r.slow.length) console.log(`  not settled within 10 s: ${[...new Set(r.slow)].join(', ')}`)
  const problems: string[] = []
  const heapOk = growth <= SOAK_HEAP_GROWTH_MB
  console.log(
    `\nGoals (issue 27 §8):\n  heap grew ${growth.toFixed(1)} MB (goal <= ${SOAK_HEAP_GROWTH_MB} MB)  ` +
      `${heapOk ? 'PASS' : 'FAIL'}`,
  )
  if (!heapOk) problems.push(`soak: heap grew ${growth.toFixed(1)} MB`)
  const subsOk = r.end.subscriptions === r.start.subscriptions && r.start.subscriptions >= 0
  console.log(
    `  realtime subscriptions ${r.start.subscriptions} -> ${r.end.subscriptions} ` +
      `(goal: back to the start)  ${subsOk ? 'PASS' : 'FAIL'}`,
  )
  if (!subsOk)
    problems.push(`soak: subscriptions ${r.start.subscriptions} -> ${r.end.subscriptions}`)
  console.log(
    `  DOM nodes outside the document ${r.start.detachedNodes} -> ${r.end.detachedNodes} ` +
      `(information); heap from the first /admin: +${(r.end.heapMb - r.cold.heapMb).toFixed(1)} MB`,
  )
  return problems
}
