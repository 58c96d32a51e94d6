import { expect, test } from '@playwright/test'
import { hostApi, onHostSpeaking, pageHeading } from './support'

/**
 * Issue 13, Terms: the demo investor has the portal open; in another browser (its own session)
 * a Super_Admin publishes a new terms version; the investor's open page is blocked by the
 * terms dialog without a reload (SettingsUpdated on the public settings channel -> settings
 * read again -> the terms gate). Two sessions at once need the live build and one shared host.
 */
test.describe('live build, terms', () => {
  onHostSpeaking('contract')

  test('publishing a new terms version blocks an investor’s open portal', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    await hostApi(page).login('investor@example.com')
    await page.goto('/investor')
    await expect(pageHeading(page)).toBeVisible({ timeout: 30_000 })
    const terms = page.getByRole('dialog', { name: 'Accept terms & conditions' })
    await expect(terms).toHaveCount(0)

    const staff = await browser.newContext()
    try {
      const admin = await staff.newPage()
      await hostApi(admin).login('superadmin@example.com')
      await admin.goto('/admin/settings/investor/terms')
      const main = admin.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible({
        timeout: 30_000,
      })
      await main.getByRole('button', { name: 'Publish as new version' }).click()
      const confirm = admin.getByRole('dialog', { name: /^Publish version \d+\?$/ })
      await expect(confirm).toContainText(
        'Every investor will have to accept the new terms before continuing.',
      )
      await confirm.getByRole('button', { name: /^Publish version \d+$/ }).click()
      await expect(admin.getByText(/Investors will be asked to accept it/)).toBeVisible()
    } finally {
      await staff.close()
    }

    // No reload: the open page follows the host's broadcast.
    await expect(terms).toBeVisible({ timeout: 15_000 })
    await expect(terms.getByRole('region', { name: 'Terms and conditions' })).toBeVisible()
    await terms
      .getByRole('checkbox', {
        name: 'I have read, understood and accept the terms and conditions',
      })
      .check()
    await terms.getByRole('button', { name: 'Submit' }).click()
    await expect(terms).toBeHidden()
  })
})
