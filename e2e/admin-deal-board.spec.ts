import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { signedInAs } from './support/session'

/** The deal board (issue 11): one card moved by keyboard to the next stage and back. */
const board = (page: Page) => page.getByRole('group', { name: / board$/ })
const column = (page: Page, stage: string) => board(page).getByRole('region', { name: stage })

test('staff move a deal to the next stage and back by keyboard, and it stays moved', async ({
  page,
}) => {
  await signedInAs(page, 'superadmin@example.com')
  await page.goto('/admin/investments/deals')
  await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible()
  // The board's columns come with the stages' answer, which may land after the heading.
  await expect(board(page).getByRole('heading', { level: 2 }).first()).toBeVisible()
  const stages = await board(page).getByRole('heading', { level: 2 }).allTextContents()
  expect(stages.length).toBeGreaterThan(2)
  const [first, second] = stages
  const name = (await column(page, first).getByRole('heading', { level: 3 }).first().textContent())!
  const card = (stage: string) =>
    column(page, stage)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name }) })

  const moveTo = async (from: string, to: string) => {
    await card(from)
      .getByRole('button', { name: `Move ${name} to…` })
      .focus()
    await page.keyboard.press('Enter')
    const item = page.getByRole('menuitem', { name: to })
    // The stages are offered in order; the arrows reach the one wanted.
    while (!(await item.evaluate((el) => el === document.activeElement)))
      await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('status').filter({ hasText: `${name} moved to ${to}.` }),
    ).toBeAttached()
    await expect(card(to)).toBeVisible()
    await expect(card(from)).toHaveCount(0)
  }

  await moveTo(first, second)
  await expectNoSeriousAxeViolations(page)
  await page.reload()
  // A reload starts the app and its in-browser host again: slower than a click.
  await expect(card(second)).toBeVisible({ timeout: 30_000 })

  await moveTo(second, first)
  await page.reload()
  await expect(card(first)).toBeVisible({ timeout: 30_000 })
  await expect(card(second)).toHaveCount(0)
})
