import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import {
  ADMIN_ROUTE_SAMPLES,
  INVESTOR_ROUTE_SAMPLES,
  sweepAddresses,
} from '../src/app/route-samples'
import { FLAG_SPELLINGS, type FlagName } from '../src/lib/settings/flag-names'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'
import {
  collectConsoleErrors,
  errorPageTitle,
  firstColumns,
  moveTo,
  settled,
  sidewaysOverflow,
  type SweepFinding,
} from './support/sweep'

const PHONE = { width: 375, height: 812 }

/**
 * Opens every address in `addresses` at phone width, the first by a full load and the rest
 * as the app's links move (one host start per portal), and lists every page that scrolls
 * sideways as a whole, logs a console error or shows an error page instead of its own.
 */
async function sweep(page: Page, addresses: readonly string[]): Promise<SweepFinding[]> {
  let current = addresses[0]
  const findings = collectConsoleErrors(page, () => current)
  await page.goto(addresses[0])
  for (const address of addresses) {
    current = address
    if (address !== addresses[0]) await moveTo(page, address)
    await settled(page)
    const overflow = await sidewaysOverflow(page)
    if (overflow) findings.push({ address, problem: overflow })
    const error = await errorPageTitle(page)
    if (error) findings.push({ address, problem: `shows "${error}"` })
  }
  return findings
}

/** The seed keeps these gates off (mocks/seed/settings.ts); their pages are swept with them on. */
const GATES: readonly FlagName[] = [
  'complianceRequiresCategorisationApproval',
  'inviteOnRegister',
  'userScreening',
  'internationalAml',
  'financialPromotionExceptions',
]
const gates = (on: 0 | 1) =>
  Object.fromEntries(GATES.flatMap((flag) => FLAG_SPELLINGS[flag].map((column) => [column, on])))

const report = (findings: SweepFinding[]) =>
  findings.map((f) => `${f.address}: ${f.problem}`).join('\n')

test.describe('responsive sweep: every route at 375 px', () => {
  test.use({ viewport: PHONE })

  test('the admin portal, as the super admin', async ({ page }) => {
    test.setTimeout(150_000)
    await signedInAs(page, 'superadmin@example.com')
    expect((await pageApi(page).post('/__mock/settings', gates(1))).status).toBe(200)
    let findings: SweepFinding[]
    try {
      findings = await sweep(page, sweepAddresses(ADMIN_ROUTE_SAMPLES))
    } finally {
      await pageApi(page).post('/__mock/settings', gates(0))
    }
    expect.soft(findings, report(findings)).toEqual([])

    // The investors list: a narrow checkbox column, a readable name column, whole emails.
    await moveTo(page, '/admin/investors')
    await expect(page.getByRole('checkbox', { name: /^Select / }).nth(1)).toBeVisible()
    await settled(page)
    const layout = await firstColumns(page)
    expect(layout?.select).toBeLessThanOrEqual(48)
    expect(layout?.name).toBeGreaterThanOrEqual(160)
    expect(layout?.midWord).toEqual([])
  })

  test('the investor portal, as investor@example.com', async ({ page }) => {
    test.setTimeout(90_000)
    await signedInAs(page, 'investor@example.com')

    // On a desktop full load the navigation's underline is under its tab from the first
    // paint, and nothing in the navigation moves while the page settles.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/investor/portfolio')
    const nav = page.getByRole('navigation', { name: 'Investor' })
    const current = nav.locator('a[aria-current="page"]')
    await expect(current).toHaveText('Portfolio')
    const moving: string[] = []
    for (let frame = 0; frame < 20; frame += 1) {
      const seen = await current.evaluate((link) => {
        const line = getComputedStyle(link, '::after')
        const nav = link.closest('nav')!
        const moves = document
          .getAnimations()
          .filter((a) => {
            const target = (a.effect as KeyframeEffect | null)?.target
            return target instanceof Node && nav.contains(target)
          })
          .map(
            (a) => `${a.constructor.name} on ${(a.effect as KeyframeEffect).target?.textContent}`,
          )
        const gap = Math.abs(parseFloat(line.width) - link.getBoundingClientRect().width)
        return { underlined: line.content !== 'none' && gap < 1, moves }
      })
      expect(seen.underlined, 'the current tab is underlined across its width').toBe(true)
      moving.push(...seen.moves)
      await page.waitForTimeout(100)
    }
    expect(moving).toEqual([])
    await page.setViewportSize(PHONE)

    const findings = await sweep(page, sweepAddresses(INVESTOR_ROUTE_SAMPLES))
    expect.soft(findings, report(findings)).toEqual([])
  })
})
