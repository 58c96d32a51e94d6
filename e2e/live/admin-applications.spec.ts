import { expect, test } from '@playwright/test'
import { hostApi, onHostSpeaking, record } from './support'

/**
 * Two people at once, as only a shared host allows: an investor applies to act for an
 * organisation and watches their bell; a staff member approves the application in the admin
 * portal, and the investor is told at once (issue 10).
 */
test.describe('live build, organisation applications', () => {
  onHostSpeaking('contract')

  test('staff approve an application and the applicant is notified live', async ({
    page,
    browser,
  }) => {
    const investor = hostApi(page)
    await investor.login('investor@example.com')
    const orgs = await investor.get<{ data: { id: number; name: string }[] }>(
      '/api/organisations?per_page=100',
    )
    // An organisation the investor is not linked to yet: the host scopes the list to linked
    // ones for an investor, so the staff's view picks it (below) and the investor applies.
    // A second person: a context of its own (its own cookies), on the same app and host.
    const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const staffPage = await staffContext.newPage()
    const staff = hostApi(staffPage)
    await staff.login('superadmin@example.com')
    const all = await staff.get<{ data: { id: number; name: string }[] }>(
      '/api/organisations?per_page=100&sort=name',
    )
    const mine = new Set(orgs.data.map((o) => o.id))
    const target = all.data.find((o) => !mine.has(o.id))!
    const application = record<{ id: number }>(
      await investor.post('/api/organisation-links', {
        organisation_id: target.id,
        role: 'director',
      }),
    )

    const bell = page.getByRole('button', { name: /^Notifications/ })
    // Listened for before the page loads: the private channel may join before the bell shows.
    const listening = page.waitForResponse(
      (r) => r.url().endsWith('/api/broadcasting/auth') && r.status() === 200,
    )
    await page.goto('/investor')
    await expect(bell).toBeVisible()
    await listening

    await staffPage.goto(`/admin/investors/organisation-applications/${application.id}/details`)
    await expect(staffPage.getByRole('heading', { level: 1 })).toContainText(target.name)
    await staffPage.getByRole('button', { name: 'Approve' }).click()
    await expect(staffPage.getByText('Application approved')).toBeVisible()
    await expect(staffPage.getByText('Approved', { exact: true }).first()).toBeVisible()

    await bell.click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    await expect(
      panel.getByText(`Your application to join ${target.name} was approved`),
    ).toBeVisible()
    await staffContext.close()
  })
})
