import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { signedInAs } from './support/session'

/**
 * The admin overview as a staff member starts their day (issue 25): the "Live opportunities"
 * figure is the live-opportunities list's own total and leads there; an open task names its
 * record and opens it; every shortcut card lists where it leads. Reads only.
 */
const main = (page: Page) => page.getByRole('main')

/** The value under a headline figure's label (a <dt>/<dd> pair). */
const figure = (page: Page, label: string) =>
  main(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')

test('the overview agrees with the list it summarises and opens what it names', async ({
  page,
}) => {
  await signedInAs(page, 'superadmin@example.com')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()

  // "Live opportunities" on the overview is the list's "N live opportunities".
  const live = (await figure(page, 'Live opportunities').innerText()).trim()
  await main(page).getByRole('link', { name: 'View live opportunities' }).click()
  await expect(page).toHaveURL(/\/admin\/investments\/opportunities$/)
  await expect(page.getByText(`${live} live opportunities found`)).toBeAttached()

  // A task names its record (no "Investor #4") and the name opens the record's tasks.
  await page.goto('/admin')
  const tasks = page.getByRole('list', { name: 'My open tasks' })
  const first = tasks.getByRole('listitem').first()
  await expect(first).toBeVisible()
  await expect(tasks).not.toContainText(/#\d+/)
  const title = (await first.locator('strong').innerText()).trim()
  const record = first.getByRole('link')
  const name = (await record.innerText()).trim()
  await record.click()
  await expect(page).toHaveURL(/\/(notes-calls-tasks|edit)$/)
  await expect(main(page).getByText(name).first()).toBeVisible()
  if (page.url().endsWith('notes-calls-tasks'))
    await expect(main(page).getByText(title).first()).toBeVisible()

  // Every shortcut card lists the pages it leads to.
  await page.goto('/admin')
  const shortcuts = page.getByRole('region', { name: 'Shortcuts' })
  const cards = shortcuts.getByRole('heading', { level: 3 })
  await expect(cards.first()).toBeVisible()
  for (const card of await cards.allInnerTexts()) {
    const pages = shortcuts.getByRole('list', { name: `${card} pages` }).getByRole('link')
    expect(await pages.count(), `${card} lists its pages`).toBeGreaterThan(0)
  }
  await shortcuts
    .getByRole('list', { name: 'Insider Register pages' })
    .getByRole('link', { name: 'External insiders' })
    .click()
  await expect(page).toHaveURL(/\/admin\/insider-register\/pa-deals$/)
})
