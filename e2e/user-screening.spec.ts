import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { signedInAs, switchUser } from './support/session'

/** The seed's investor on the mock provider's sanctions list (mocks/seed/people/screenings.ts). */
const REFERRED = 'viktor.orlov@example.net'
const NAME = 'Viktor Orlov'
const INVEST_PAGE = '/investor/investments/zephyrpower-series-b/invest?as=individual'
const CHECKING =
  'We are checking your identity, as we must before anyone invests. There is nothing you need to do; you can invest once our checks are complete, and we will let you know.'
const REASON = 'Date of birth and nationality differ from the listed person; not a match.'

/**
 * User screening (issue 28): with the flag on, an investor the provider referred (a possible
 * sanctions match) may browse but not invest, and is told only that we are checking their
 * identity. Compliance staff find the referral in Screening reviews, read the match and clear
 * it with a reason, which the compliance evidence keeps with who and when. The flag is turned
 * off again at the end, and the screening routes refuse.
 */
test('a referred investor waits; compliance staff clear the screening with a reason', async ({
  page,
}) => {
  // Two portals and three sign-ins in one visit, each loading its own chunks.
  test.setTimeout(180_000)
  await signedInAs(page, REFERRED)
  const api = pageApi(page)
  const flag = (on: 0 | 1) => api.post('/__mock/settings', { user_screening_enabled: on })
  expect((await flag(1)).status).toBe(200)
  try {
    await test.step('the referred investor is told we are checking, and cannot invest', async () => {
      await page.goto(INVEST_PAGE)
      const blocks = page.getByRole('region', { name: 'Before you can invest' })
      await expect(blocks).toContainText(CHECKING, { timeout: 45_000 })
      await expect(blocks).not.toContainText(/sanction|match/i)
      await expect(page.getByLabel('Investment amount')).toHaveCount(0)
    })

    const id = await test.step('compliance staff clear it from Screening reviews', async () => {
      await switchUser(page, 'compliance@example.com')
      await page.goto('/admin/investors/screenings')
      await page.getByRole('link', { name: NAME }).click({ timeout: 45_000 })
      const current = page.getByRole('region', { name: 'Current screening' })
      await expect(current).toContainText('Referred for review')
      await expect(current.getByRole('table', { name: 'Matches' })).toContainText(
        'UK Sanctions List',
      )
      await current.getByRole('button', { name: 'Clear' }).click()
      const dialog = page.getByRole('dialog', { name: 'Clear screening' })
      await dialog.getByRole('textbox', { name: /Reason for clearing/ }).fill(REASON)
      await dialog.getByRole('button', { name: 'Clear screening' }).click()
      await expect(current).toContainText(REASON)
      await expect(current).toContainText(/by Fiona Campbell/)
      return Number(/investors\/(\d+)\//.exec(page.url())![1])
    })

    await test.step('the compliance evidence keeps the result and the decision', async () => {
      await page.goto(`/admin/investors/${id}/compliance-evidence`)
      const entry = page.getByRole('listitem').filter({ hasText: 'Cleared the screening referral' })
      await expect(entry).toContainText('By Fiona Campbell', { timeout: 45_000 })
      await expect(entry).toContainText(REASON)
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Screening result: referred for review' }),
      ).toBeVisible()
    })

    await test.step('the investor may now invest', async () => {
      await switchUser(page, REFERRED)
      await page.goto(INVEST_PAGE)
      await expect(page.getByLabel('Investment amount')).toBeVisible({ timeout: 45_000 })
    })
  } finally {
    expect((await flag(0)).status).toBe(200)
  }
  expect((await api.get(`/api/users/${4}/screening`)).status).toBe(403)
})
