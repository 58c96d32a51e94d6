import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const AXE_PATH = require.resolve('axe-core/axe.min.js')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[] }[]
}

/**
 * Runs axe-core in the page (injected from node_modules: @axe-core/playwright needs Node 22)
 * and fails on any serious or critical violation, listing them readably.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  // A dialog fading in is half transparent: axe would judge its text's contrast mid-fade.
  await settleAnimations(page)
  // Once per document: a sweep that moves in the app (support/navigate.ts) keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<unknown> } }).axe
    const result = (await axe.run(document)) as { violations: AxeViolation[] }
    return result.violations
  })
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`)
  expect(serious, serious.join('\n')).toEqual([])
}

/** Waits (up to 2 s) for the document's finite animations and transitions to finish. */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    const done = Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2000))])
  })
}
