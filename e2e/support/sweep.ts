import type { Page } from '@playwright/test'

/** What went wrong on one address of a sweep. */
export interface SweepFinding {
  address: string
  problem: string
}

/**
 * The browser's own line for the signed-out user check (GET /api/user answering 401 before
 * anyone signs in): the issue sets it aside, every other console error counts.
 */
function isSignedOutCheck(text: string, url: string) {
  return /status of 401/.test(text) && /\/api\/user(\?|$)/.test(url)
}

/**
 * Collects console errors and uncaught page errors against the address open when they came,
 * read through `current()`.
 */
export function collectConsoleErrors(page: Page, current: () => string) {
  const findings: SweepFinding[] = []
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    if (isSignedOutCheck(msg.text(), msg.location().url)) return
    findings.push({ address: current(), problem: `console error: ${msg.text().slice(0, 300)}` })
  })
  page.on('pageerror', (error) =>
    findings.push({ address: current(), problem: `page error: ${error.message.slice(0, 300)}` }),
  )
  return findings
}

/**
 * Moves the loaded app to `address` as its own links do (history + popstate, no full load:
 * support/navigate.ts), without insisting on the address it lands on (section roots forward).
 */
export async function moveTo(page: Page, address: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, address)
}

/**
 * Resolves once the page shows no loading state (a spinner's "Loading…" status, a busy
 * region) for two frames, or after `timeout` ms: a page still loading is measured as it is.
 */
export async function settled(page: Page, timeout = 8000) {
  await page
    .waitForFunction(
      () => {
        const loading = [...document.querySelectorAll('[role="status"], [aria-busy="true"]')].some(
          (e) => e.getAttribute('aria-busy') === 'true' || /Loading/.test(e.textContent ?? ''),
        )
        return !loading && !!document.querySelector('main')
      },
      undefined,
      { timeout, polling: 100 },
    )
    .catch(() => undefined)
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
}

/**
 * Page-level sideways overflow: the document wider than the viewport, with the elements that
 * reach past its right edge (outermost first) to say where.
 */
export async function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement
    if (root.scrollWidth <= root.clientWidth) return null
    const edge = root.clientWidth + 1
    const culprits: string[] = []
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = el.getBoundingClientRect()
      if (box.right <= edge || box.width === 0) continue
      // Only the outermost: skip one whose overflowing parent is already listed.
      const parent = el.parentElement
      const absolute = getComputedStyle(el).position === 'absolute'
      if (!absolute && parent && parent.getBoundingClientRect().right > edge) continue
      // One inside a scroller (a table's own box) does not widen the page, unless it is
      // positioned against a box outside that scroller (it escapes the clip).
      let clipped = false
      if (!absolute)
        for (let a = parent; a && a !== document.body; a = a.parentElement)
          if (getComputedStyle(a).overflowX !== 'visible') clipped = true
      if (clipped) continue
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''
      culprits.push(
        `<${el.tagName.toLowerCase()} class="${el.className}"> ${Math.round(box.right)}px "${name}"`,
      )
      if (culprits.length >= 4) break
    }
    return `page is ${root.scrollWidth}px wide at ${root.clientWidth}px: ${culprits.join('; ')}`
  })
}

/** The error page's title where a sample address no longer names a page (stale seed id). */
export async function errorPageTitle(page: Page): Promise<string | null> {
  const title = page.getByRole('heading', {
    name: /doesn't seem to exist|Something went wrong|You don't have access/,
  })
  // No waiting: a page that forwards may drop the heading between two reads.
  const titles = await title.allInnerTexts()
  return titles[0] ?? null
}

/**
 * How the first table in the page's <main> lays out: the width of its checkbox column (0
 * without one), of the name column beside it, and every place a word in the name column
 * wraps mid-word, as the two characters either side ("ex|am"). A text node is measured
 * alone: the soft breaks of an email (<wbr>) end one, so wrapping there is not counted.
 */
export async function firstColumns(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('main table')
    if (!table) return null
    const select = table.querySelector<HTMLElement>('thead th[data-select]')
    const name = select
      ? (select.nextElementSibling as HTMLElement | null)
      : table.querySelector<HTMLElement>('thead th')
    const cells = table.querySelectorAll<HTMLElement>(
      select ? 'tbody td[data-select] + td' : 'tbody td:first-child',
    )
    const midWord: string[] = []
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        let top: number | null = null
        for (let i = 0; i < text.length; i += 1) {
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const box = range.getBoundingClientRect()
          if (box.width === 0) continue
          const wrapped = top !== null && box.top > top + 2
          if (wrapped && !/\s/.test(text[i - 1] + text[i]))
            midWord.push(`${text[i - 1]}|${text[i]}`)
          top = box.top
        }
      }
    }
    return {
      select: select?.getBoundingClientRect().width ?? 0,
      name: name?.getBoundingClientRect().width ?? 0,
      midWord,
    }
  })
}
