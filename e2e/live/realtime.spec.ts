import { expect, test } from '@playwright/test'
import { hostApi, notify, onHostSpeaking } from './support'

/**
 * Realtime in the live build, over the standalone mock's Pusher protocol: a notification
 * created right after the bell appears (while the private channel may still be joining) is
 * shown and counted (issue 9, bug 7).
 */
test.describe('live build, realtime', () => {
  onHostSpeaking('contract')

  test('a notification pushed as the bell appears is shown and counted', async ({ page }) => {
    const api = hostApi(page)
    await api.login('investor@example.com')
    const before = (await api.get<{ data: unknown[] }>('/api/notifications/user/unread')).data
    const bell = page.getByRole('button', { name: /^Notifications/ })

    await page.goto('/investor')
    await expect(bell).toBeVisible()
    await notify('investor@example.com', 'Your quarterly report is ready')

    await expect(bell).toHaveAccessibleName(`Notifications, ${before.length + 1} unread`)
    await bell.click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    await expect(panel.getByText('Your quarterly report is ready')).toBeVisible()
    await expect(panel.getByText(`${before.length + 1} unread`)).toBeVisible()
  })
})
