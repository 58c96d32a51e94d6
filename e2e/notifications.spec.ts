import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { channelReady, signedInAs } from './support/session'

const bell = /^Notifications/

test.describe('notifications', () => {
  test('a notification arrives live, is read by clicking it, and all can be marked read', async ({
    page,
  }) => {
    await signedInAs(page, 'investor@example.com')
    const api = pageApi(page)
    await api.post('/api/notifications/user/mark-read')
    const listening = channelReady(page)
    await page.goto('/investor')
    await listening
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()

    // Pushed over the private channel: no reload, no click.
    await api.post('/__mock/notify', {
      email: 'investor@example.com',
      message: 'Your allocation in Brightwater Energy is confirmed',
      icon: 'investment_opportunity_invested',
      cta: '/investor/portfolio',
    })
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible()
    await api.post('/__mock/notify', { email: 'investor@example.com', message: 'A second one' })
    await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()

    await page.getByRole('button', { name: bell }).click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    await expect(panel).toBeVisible()
    await expect(panel.getByText('Just now').first()).toBeVisible()
    await panel.getByText('Your allocation in Brightwater Energy is confirmed').click()
    await expect(page).toHaveURL(/\/investor\/portfolio$/)
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible()

    await page.getByRole('button', { name: bell }).click()
    await panel.getByRole('button', { name: 'Mark all as Read' }).click()
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused()
  })

  test('the badge is capped at 99+', async ({ page }) => {
    await signedInAs(page, 'investor@example.com')
    const api = pageApi(page)
    for (let i = 0; i < 105; i++) {
      await api.post('/__mock/notify', { email: 'investor@example.com', message: `Update ${i}` })
    }
    await page.goto('/investor')
    await expect(page.getByRole('button', { name: 'Notifications, 99+ unread' })).toBeVisible()
    await expect(page.getByTestId('notifications-badge')).toHaveText('99+')
  })

  test('an empty list says so', async ({ page }) => {
    await signedInAs(page, 'newinvestor@example.com')
    await page.goto('/investor')
    // The terms dialog comes first for this account; accept to reach the bell.
    const dialog = page.getByRole('dialog', { name: 'Accept terms & conditions' })
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog).toBeHidden()
    await page.route('**/api/notifications/user?*', (route) =>
      route.fulfill({ json: { data: [] } }),
    )
    await page.getByRole('button', { name: bell }).click()
    await expect(page.getByText('There are no Notifications.')).toBeVisible()
  })

  test('staff get the admin notifications', async ({ page }) => {
    await signedInAs(page, 'superadmin@example.com')
    await page.goto('/admin')
    await page.getByRole('button', { name: bell }).click()
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible()
  })
})
