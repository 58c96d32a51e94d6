import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

/**
 * Issue 13, Terminology: staff rename "Investments" in the navigation terminology and the new
 * word is in the admin navigation at once and, signed in as the demo investor in the same page
 * (the same in-browser host), in the investor navigation.
 */
test('a renamed navigation term shows in the navigation of both portals', async ({ page }) => {
  test.setTimeout(120_000)
  await signedInAs(page, 'superadmin@example.com')
  await page.goto('/admin/settings/terminology/navigation')
  const main = page.getByRole('main')
  // The first admin page loads the shell and the settings chunk: slow on a busy machine.
  await expect(main.getByRole('heading', { level: 1, name: 'Navigation' })).toBeVisible({
    timeout: 30_000,
  })
  const field = main.getByRole('textbox', { name: 'Investments', exact: true })
  await expect(field).toHaveValue('Investments')
  await expectNoSeriousAxeViolations(page)

  await field.fill('Opportunities')
  await main.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Navigation terminology saved.')).toBeVisible()
  const admin = page.getByRole('navigation', { name: 'Admin' })
  await expect(admin.getByRole('link', { name: 'Opportunities', exact: true })).toBeVisible()
  await expect(admin.getByRole('link', { name: 'Investments', exact: true })).toHaveCount(0)

  expect((await pageApi(page).login('investor@example.com')).status).toBe(204)
  await page.goto('/investor')
  const investor = page.getByRole('navigation', { name: 'Investor' }).first()
  await expect(investor.getByRole('link', { name: 'Opportunities', exact: true })).toBeVisible({
    timeout: 30_000,
  })
  await expect(investor.getByRole('link', { name: 'Investments', exact: true })).toHaveCount(0)
})
