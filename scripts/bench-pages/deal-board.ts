import type { Browser, Page } from '@playwright/test'
import { seedLarge } from './large-list'
import { figureLine, longestBetween, pageNow, runScenario } from './scenario'
import type { StaticServer } from './serve'

/**
 * Issue 11: the deal board on the large seed (~500 deals in the first pipeline), mock build, no
 * throttling. Seeded once, then per run a full load of the board, and the longest long task
 * (PerformanceObserver 'longtask') while the page and the board scroll (wheel) and while a
 * card moves by keyboard (Move to… > Enter) until the move is announced.
 */
export const DEAL_BOARD = {
  path: '/admin/investments/deals',
  account: 'superadmin@example.com',
  goals: { longTaskMs: 50 },
}

const TIMEOUT_MS = 300_000

export interface DealBoardRun {
  firstCardsMs: number
  cards: number
  scrollLongTaskMs: number
  moveMs: number
  moveLongTaskMs: number
}

async function oneRun(page: Page, url: string): Promise<DealBoardRun> {
  await page.goto(url, { waitUntil: 'commit' })
  const firstCard = page.locator('main [data-deal-id]').first()
  await firstCard.waitFor({ timeout: TIMEOUT_MS })
  const firstCardsMs = await pageNow(page)
  const cards = await page.locator('main [data-deal-id]').count()
  // A user reads the board before scrolling; the host may still be busy, which counts.
  await page.waitForTimeout(1_000)

  const board = page.getByRole('group', { name: / board$/ })
  const box = (await board.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + 80)
  const scrollStart = await pageNow(page)
  for (let i = 0; i < 10; i++) {
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(50)
  }
  for (let i = 0; i < 10; i++) {
    await page.mouse.wheel(400, 0)
    await page.waitForTimeout(50)
  }
  await board.evaluate((el) => el.scrollTo({ left: 0 }))
  await page.evaluate(() => window.scrollTo({ top: 0 }))
  await page.waitForTimeout(300)
  const scrollLongTaskMs = await longestBetween(page, scrollStart, await pageNow(page))

  const move = page
    .locator('main [data-deal-id]')
    .first()
    .getByRole('button', { name: /^Move / })
  const name = (await page.locator('main [data-deal-id] h3').first().textContent())!.trim()
  await move.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('menu').waitFor()
  const pressed = await pageNow(page)
  await page.keyboard.press('Enter')
  const done = await page.waitForFunction(
    (deal) =>
      [...document.querySelectorAll('[role="status"]')].some((s) =>
        s.textContent?.startsWith(`${deal} moved to `),
      )
        ? performance.now()
        : false,
    name,
    { timeout: TIMEOUT_MS, polling: 'raf' },
  )
  const movedAt = (await done.jsonValue()) as number
  const moveLongTaskMs = await longestBetween(page, pressed, movedAt)
  return { firstCardsMs, cards, scrollLongTaskMs, moveMs: movedAt - pressed, moveLongTaskMs }
}

export function measureDealBoard(
  browser: Browser,
  server: StaticServer,
  runs: number,
  progress: (run: DealBoardRun) => void,
): Promise<DealBoardRun[]> {
  return runScenario(browser, runs, {
    context: { viewport: { width: 1440, height: 900 } },
    timeoutMs: TIMEOUT_MS,
    setup: (page) => seedLarge(page, server.origin, DEAL_BOARD.account),
    run: (page) => oneRun(page, server.origin + DEAL_BOARD.path),
    progress,
  })
}

export function reportDealBoard(runs: DealBoardRun[]): string[] {
  const line = figureLine
  console.log(`\nmock ${DEAL_BOARD.path}, large seed, no throttling (${runs.length} runs):`)
  console.log(`  cards rendered at first: ${runs.map((r) => r.cards).join(', ')}`)
  console.log(
    line(
      'first cards (full load)',
      runs.map((r) => r.firstCardsMs),
    ),
  )
  const goal = DEAL_BOARD.goals.longTaskMs
  console.log(
    line(
      'longest long task, scrolling',
      runs.map((r) => r.scrollLongTaskMs),
      goal,
    ),
  )
  console.log(
    line(
      'keyboard move until announced',
      runs.map((r) => r.moveMs),
    ),
  )
  console.log(
    line(
      'longest long task, keyboard move',
      runs.map((r) => r.moveLongTaskMs),
      goal,
    ),
  )
  const problems: string[] = []
  for (const [label, key] of [
    ['scrolling', 'scrollLongTaskMs'],
    ['the keyboard move', 'moveLongTaskMs'],
  ] as const) {
    const worst = Math.max(...runs.map((r) => r[key]))
    if (worst > goal)
      problems.push(`deal board: a ${worst.toFixed(0)} ms long task during ${label}`)
  }
  return problems
}
