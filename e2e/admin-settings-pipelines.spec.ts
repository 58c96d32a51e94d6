import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { signedInAs } from './support/session'

/** Settings > Pipelines (issue 13): a new stage moved first is the board's first column. */
test('staff add a stage, move it first by keyboard and see it lead the deal board', async ({
  page,
}) => {
  await signedInAs(page, 'superadmin@example.com')
  await page.goto('/admin/settings/account/pipelines')
  const table = page.getByRole('table', { name: 'Pipelines' })
  const pipeline = (await table.getByRole('link').first().textContent())!
  await table.getByRole('link', { name: `Stages of ${pipeline}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `${pipeline}: stages` })).toBeVisible()
  const stages = page.getByRole('list', { name: `Stages of ${pipeline}` })
  await expect(stages.getByRole('listitem').first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await page.getByRole('button', { name: 'Add stage' }).first().click()
  const dialog = page.getByRole('dialog', { name: `New stage of ${pipeline}` })
  await dialog.getByLabel('Stage name').fill('Intro call')
  await dialog.getByRole('button', { name: 'Add stage' }).click()
  await expect(page.getByText('Stage Intro call added.')).toBeVisible()

  const handle = stages.getByRole('button', { name: /^Reorder Intro call, position/ })
  await handle.focus()
  await page.keyboard.press('Home')
  await expect(
    page.getByRole('status').filter({ hasText: 'Intro call moved to position 1' }),
  ).toBeAttached()
  await expect(
    stages.getByRole('button', { name: /^Reorder Intro call, position 1 of/ }),
  ).toBeFocused()

  await page.getByRole('link', { name: `Open the ${pipeline} deal board` }).click()
  await expect(page).toHaveURL(/\/admin\/investments\/deals\?pipeline=\d+$/)
  const board = page.getByRole('group', { name: `${pipeline} board` })
  await expect(board.getByRole('heading', { level: 2 }).first()).toHaveText('Intro call')
})
