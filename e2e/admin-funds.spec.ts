import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

/**
 * The admin funds section (issue 12): staff record a NAV for a fund the demo investor holds,
 * and the investor's portfolio value follows; axe over the fund's pages on the way. One
 * signed-in journey; it writes, so it starts from a fresh seed.
 */
type Entry = { type: string; units: number | null }
type Fund = { id: number; name: string; ledger?: Entry[] }

/** The investor's units: capital calls less redemptions (openapi fund-ledger.yaml). */
const unitsOf = (ledger: Entry[]) =>
  ledger.reduce(
    (s, e) =>
      s + (e.type === 'capital_call' ? 1 : e.type === 'redemption' ? -1 : 0) * Number(e.units ?? 0),
    0,
  )
const gbp = (n: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(n)

const main = (page: Page) => page.getByRole('main')
const sections = (page: Page) => page.getByRole('navigation', { name: 'Fund sections' })

/** "Current value"'s figure on the portfolio page. */
async function portfolioValue(page: Page) {
  await page.goto('/investor/portfolio')
  const term = page
    .getByRole('region', { name: 'Portfolio totals' })
    .getByText('Current value', { exact: true })
  // The portfolio reads four calls and draws its charts: slow on a busy machine.
  await expect(term).toBeVisible({ timeout: 30_000 })
  const value = term.locator('xpath=following-sibling::*[1]')
  await expect(value).toHaveText(/£/)
  return value.innerText()
}

test("staff record a NAV and the fund investor's portfolio value follows", async ({ page }) => {
  // Three roles' worth of pages (portal, admin, portal) in one visit.
  test.setTimeout(120_000)
  await signedInAs(page, 'investor@example.com')
  const funds = await pageApi(page).get<{ data: Fund[] }>('/api/funds?include=ledger&per_page=100')
  const fund = funds.body.data.find((f) => (f.ledger ?? []).length > 0)!
  expect(fund, 'the demo investor holds a fund').toBeTruthy()
  const before = await portfolioValue(page)

  expect((await pageApi(page).login('superadmin@example.com')).status).toBe(204)
  await page.goto(`/admin/funds/${fund.id}/details`)
  await expect(main(page).getByRole('heading', { level: 1, name: fund.name })).toBeVisible()
  const valuations = main(page).getByRole('table', { name: 'Valuations' })
  await expect(valuations.getByRole('row').nth(1)).toBeVisible()
  await expect(main(page).getByRole('img', { name: /^NAV per unit\. Line chart/ })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await main(page).getByRole('button', { name: 'Record NAV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Record net asset value' })
  await dialog.getByLabel(/NAV per unit/).fill('7.5')
  await dialog.getByLabel(/Total NAV/).fill('50000000')
  await dialog.getByLabel(/Notes/).fill('Year-end revaluation')
  await expectNoSeriousAxeViolations(page)
  await dialog.getByRole('button', { name: 'Record NAV' }).click()
  await expect(dialog).toBeHidden()
  await expect(valuations.getByRole('row').nth(1)).toContainText('Year-end revaluation')
  await expect(valuations.getByRole('row').nth(1)).toContainText('£7.50')
  await expect(page.getByRole('definition').filter({ hasText: '£7.50' }).first()).toBeVisible()

  for (const name of ['Transactions', 'Portfolio', 'KPIs']) {
    await sections(page).getByRole('link', { name, exact: true }).click()
    await expect(sections(page).getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(main(page).getByRole('table').first()).toBeVisible()
    await expect(main(page).getByRole('alert')).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
  }
  // The portfolio tab values the holders at the new NAV.
  await sections(page).getByRole('link', { name: 'Portfolio', exact: true }).click()
  await expect(main(page).getByText('At £7.50 a unit')).toBeVisible()

  expect((await pageApi(page).login('investor@example.com')).status).toBe(204)
  const after = await portfolioValue(page)
  expect(after).not.toBe(before)
  // The holding is the investor's units at the new NAV per unit.
  await expect(
    main(page)
      .getByRole('row', { name: new RegExp(fund.name) })
      .first(),
  ).toContainText(gbp(Math.round(unitsOf(fund.ledger ?? []) * 7.5 * 100) / 100))
})
