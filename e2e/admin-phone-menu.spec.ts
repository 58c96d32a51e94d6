import { expect, test } from '@playwright/test'
import { signedInAs } from './support/session'

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true })

/**
 * Issue 25: on a phone the admin is navigated through the Menu drawer. Opening it moves focus
 * into it; a tap on one of its links (not the dark overlay beside it) opens that page.
 */
test('a phone opens the admin menu, focus moves into it, and a tap on Funds opens the funds', async ({
  page,
}) => {
  await signedInAs(page, 'superadmin@example.com')
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused()

  // A real tap at the link's place: whatever lies on top there receives it.
  const funds = drawer.getByRole('link', { name: 'Funds', exact: true })
  await funds.tap()
  await expect(page).toHaveURL(/\/admin\/funds$/)
  await expect(drawer).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Funds' })).toBeVisible()
})
