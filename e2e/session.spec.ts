import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { channelReady, freshStart, logInAs } from './support/session'

test.describe('session', () => {
  test.beforeEach(async ({ page }) => {
    await freshStart(page)
  })

  test('a logged-out visitor of a protected page logs in and lands on that page', async ({
    page,
  }) => {
    await page.goto('/investor/portfolio?tab=2')
    await expect(page).toHaveURL(/\/login\?redirect=%2Finvestor%2Fportfolio%3Ftab%3D2$/)
    await logInAs(page, 'investor@example.com')
    await expect(page).toHaveURL(/\/investor\/portfolio\?tab=2$/)
  })

  test('wrong credentials keep the email and show the Laravel message under it', async ({
    page,
  }) => {
    await logInAs(page, 'investor@example.com', 'not-the-password')
    const email = page.getByLabel('Email')
    await expect(email).toHaveAccessibleDescription(/These credentials do not match our records\./)
    await expect(email).toHaveValue('investor@example.com')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/login$/)
  })

  // One browser context for the four: each logs in, is checked, and logs out again.
  test('an unsafe redirect, or an admin target for an investor, lands on /investor', async ({
    page,
  }) => {
    for (const redirect of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/admin/investors',
    ]) {
      await test.step(redirect, async () => {
        await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`)
        await logInAs(page, 'investor@example.com')
        await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/investor$/)
        await page.goto('/api/logout')
        await expect(page).toHaveURL(/\/login$/)
      })
    }
  })

  test('a staff member with a redirect goes there; without one to their landing page', async ({
    page,
  }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/admin/settings')}`)
    await logInAs(page, 'superadmin@example.com')
    await expect(page).toHaveURL(/\/admin\/settings$/)
    await page.goto('/api/logout')
    await expect(page).toHaveURL(/\/login$/)
    await logInAs(page, 'entrepreneur@example.com')
    await expect(page).toHaveURL(/\/admin\/investments\/deals$/)
  })

  test('a 401 mid-session goes through the logout route to /login', async ({ page }) => {
    const listening = channelReady(page)
    await logInAs(page, 'investor@example.com')
    await listening
    await expect(page).toHaveURL(/\/investor$/)
    const api = pageApi(page)
    await api.post('/__mock/notify', { email: 'investor@example.com', message: 'Hello' })
    await expect(page.getByRole('button', { name: /^Notifications, \d+ unread/ })).toBeVisible()
    // The session ends on the server (another tab logged out, or it expired).
    expect((await api.post('/logout')).status).toBe(204)
    // Opening the panel loads the list: that call answers 401.
    await page.getByRole('button', { name: /^Notifications/ }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/investor')
    await expect(page).toHaveURL(/\/login\?redirect=%2Finvestor$/)
  })

  test('the logout item ends the session', async ({ page }) => {
    await logInAs(page, 'investor@example.com')
    await page.getByRole('link', { name: 'Logout' }).first().click()
    await expect(page).toHaveURL(/\/login$/)
    expect((await pageApi(page).get('/api/user')).status).toBe(401)
  })
})
