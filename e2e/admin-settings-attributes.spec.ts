import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { mockHostReady, signedInAs } from './support/session'

/** Issue 13: a custom attribute appears on the investor form and keeps its value. */
test('a custom attribute for investors shows on their form and keeps its value', async ({
  page,
}) => {
  await signedInAs(page, 'superadmin@example.com')
  await page.goto('/admin/settings/attributes')
  // The reload restores the in-browser host first (slow on a busy machine).
  await mockHostReady(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Attributes' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('table', { name: 'Custom attributes of investors' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await page.getByRole('button', { name: 'New attribute' }).click()
  const dialog = page.getByRole('dialog', { name: 'New attribute' })
  await dialog.getByLabel('Name').fill('Preferred adviser')
  await expect(dialog.getByLabel('Key')).toHaveValue('preferred_adviser')
  await dialog.getByLabel('Applies to').selectOption('investor')
  await dialog.getByRole('button', { name: 'Create attribute' }).click()
  await expect(page.getByText('Custom attribute Preferred adviser created')).toBeVisible()
  await expect(
    page
      .getByRole('table', { name: 'Custom attributes of investors' })
      .getByRole('link', { name: 'Preferred adviser' }),
  ).toBeVisible()

  await page.goto('/admin/investors/4/edit')
  await mockHostReady(page)
  const extra = page.getByRole('region', { name: 'Additional details' })
  await extra.getByLabel('Preferred adviser').fill('Priya Shah')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(/\/admin\/investors\/4\/details$/)
  const details = page.getByRole('region', { name: 'Additional details' })
  await expect(details.getByText('Priya Shah')).toBeVisible()

  await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click()
  await expect(
    page.getByRole('region', { name: 'Additional details' }).getByLabel('Preferred adviser'),
  ).toHaveValue('Priya Shah')
})
