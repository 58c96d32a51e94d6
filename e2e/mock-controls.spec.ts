import { expect, test } from './support/journey'
import { channelReady, freshStart } from './support/session'

test.describe('mock controls', () => {
  test('switch account, toggle a flag and push a notification from the panel', async ({ page }) => {
    await freshStart(page)
    await page.getByRole('button', { name: 'Mock controls' }).click()
    const panel = page.getByRole('dialog', { name: 'Mock controls' })
    await panel.getByLabel('Demo account').selectOption({ value: 'investor@example.com' })
    const listening = channelReady(page)
    await panel.getByRole('button', { name: 'Switch' }).click()
    await expect(page).toHaveURL(/\/investor$/)
    await listening

    await expect(page.getByRole('region', { name: 'Risk warning' })).toBeVisible()
    await page.getByRole('button', { name: 'Mock controls' }).click()
    await panel.getByRole('checkbox', { name: /Risk warning/i }).uncheck()
    await expect(page.getByRole('region', { name: 'Risk warning' })).toHaveCount(0)

    await panel.getByLabel('Message').fill('Hello from QA')
    await panel.getByRole('button', { name: 'Push notification' }).click()
    await expect(page.getByRole('button', { name: /^Notifications, \d+ unread/ })).toBeVisible()
  })
})
