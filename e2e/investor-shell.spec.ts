import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

const RISK_TEXT =
  "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong."

test.describe('investor shell', () => {
  test('the terms dialog blocks until accepted, then never returns', async ({ page }) => {
    await signedInAs(page, 'newinvestor@example.com')
    await page.goto('/investor')
    const dialog = page.getByRole('dialog', { name: 'Accept terms & conditions' })
    await expect(dialog).toBeVisible()
    const submit = dialog.getByRole('button', { name: 'Submit' })
    await expect(submit).toBeDisabled()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()

    await dialog
      .getByRole('checkbox', {
        name: 'I have read, understood and accept the terms and conditions',
      })
      .check()
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(dialog).toBeHidden()
    await page.reload()
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  test('a failed terms submit re-enables the button with no message', async ({ page }) => {
    await signedInAs(page, 'newinvestor@example.com')
    await pageApi(page).post('/__mock/faults', {
      path: '/api/users/*',
      method: 'POST',
      status: 500,
      times: 1,
    })
    await page.goto('/investor')
    const dialog = page.getByRole('dialog', { name: 'Accept terms & conditions' })
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled()
    await expect(dialog.getByRole('alert')).toHaveCount(0)
  })

  test('the risk banner is 70px with the exact text, and its modal opens and closes', async ({
    page,
  }) => {
    await signedInAs(page, 'investor@example.com')
    await page.goto('/investor')
    const banner = page.getByRole('region', { name: 'Risk warning' })
    await expect(banner).toContainText(RISK_TEXT)
    expect((await banner.boundingBox())?.height).toBe(70)
    await banner.getByRole('button', { name: 'Take 2 mins to learn more.' }).click()
    const modal = page.getByRole('dialog')
    await expect(modal).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()

    await pageApi(page).post('/__mock/settings', { risk_warning_enabled: 0 })
    await page.reload()
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(RISK_TEXT)).toHaveCount(0)
  })

  test('navigation follows the portfolio display setting and marks the current page', async ({
    page,
  }) => {
    await signedInAs(page, 'investor@example.com')
    await page.goto('/investor')
    const nav = page.getByRole('navigation', { name: 'Investor' })
    await expect(nav.getByRole('link')).toHaveText([
      'Overview',
      'Investments',
      'Portfolio',
      'News',
      'Profile',
      'Logout',
    ])
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await pageApi(page).post('/__mock/settings', { portfolio_display: 2 })
    await page.reload()
    await expect(nav.getByRole('link')).toHaveText([
      'Investments',
      'Portfolio',
      'Profile',
      'Logout',
    ])
  })

  test('an unverified investor sees no navigation, only the verification notice', async ({
    page,
  }) => {
    await signedInAs(page, 'unverified@example.com')
    await page.goto('/investor')
    await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Investor' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Resend verification email' }).click()
    await expect(
      page.getByText('A fresh verification link has been sent to your email address.'),
    ).toBeVisible()
  })

  test('on a phone the navigation is a bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await signedInAs(page, 'investor@example.com')
    await page.goto('/investor')
    const nav = page.getByRole('navigation', { name: 'Investor' })
    const box = await nav.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.y + box!.height).toBeGreaterThanOrEqual(740 - 1)
  })
})
