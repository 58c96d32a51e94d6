import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { freshStart, signedInAs } from './support/session'

test.describe('accessibility (axe: no serious or critical violation)', () => {
  test('login', async ({ page }) => {
    await freshStart(page)
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  test('investor overview', async ({ page }) => {
    await signedInAs(page, 'investor@example.com')
    await page.goto('/investor')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  test('admin overview', async ({ page }) => {
    await signedInAs(page, 'superadmin@example.com')
    await page.goto('/admin')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  test('terms dialog and notifications panel', async ({ page }) => {
    await signedInAs(page, 'newinvestor@example.com')
    await page.goto('/investor')
    await expect(page.getByRole('dialog', { name: 'Accept terms & conditions' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })
})
