import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { visit } from './support/navigate'
import { signedInAs } from './support/session'

/** Open to investor@example.com, who has passed the test and may invest. */
const OPPORTUNITY = { name: 'Zephyrpower Series B', slug: 'zephyrpower-series-b' }

const h1 = (page: Page, name: string | RegExp) =>
  page.getByRole('main').getByRole('heading', { level: 1, name })

/**
 * One signed-in visit through the portal's main pages, each checked by axe (no serious or
 * critical violation). The first page is a full load; the others move in the app, as a reader
 * would, so the sweep pays the in-browser host's start once.
 */
test('the investor portal has no serious accessibility violations', async ({ page }) => {
  await signedInAs(page, 'investor@example.com')

  await test.step('opportunities list', async () => {
    await page.goto('/investor/investments')
    await expect(h1(page, 'Investments')).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  await test.step('opportunity page', async () => {
    await visit(page, `/investor/investments/${OPPORTUNITY.slug}`)
    await expect(h1(page, OPPORTUNITY.name)).toBeVisible()
    await expect(page.getByRole('link', { name: /^Invest (now|again)$/ })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  await test.step('invest page', async () => {
    await visit(page, `/investor/investments/${OPPORTUNITY.slug}/investor-type`)
    await page
      .getByRole('group', { name: 'How would you like to invest?' })
      .getByRole('radio', { name: 'Personally' })
      .check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByLabel('Investment amount')).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  await test.step('portfolio', async () => {
    await visit(page, '/investor/portfolio')
    await expect(h1(page, 'Portfolio')).toBeVisible()
    await expect(page.getByRole('table', { name: /^Your holdings: / }).first()).toBeVisible()
    await expect(
      page
        .getByRole('img', { name: /^Portfolio value over time\./ })
        .locator('svg')
        .first(),
    ).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  await test.step('profile details', async () => {
    await visit(page, '/investor/profile/details')
    await expect(h1(page, 'Personal details')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })
})
