import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { signedInAs, switchUser } from './support/session'

/** Live - External: open to every investor in the seed. */
const SLUG = 'zephyrpower-series-b'
const STATEMENT = 'Your financial promotion statement'
const HNW = 'Certified high net worth individual'
/** investor@example.com, who has made no statement in the seed. */
const INVESTOR_ID = 4

/**
 * Financial promotion exemptions (issue 28): with the flag on, the demo investor opens an
 * opportunity and sees only a visitor's view (the host leaves the details out too) with the
 * statement asked for; they make it and see the details; compliance staff read the statement
 * with its expiry on the record and in the evidence. Turned off, the routes refuse and nothing
 * is asked.
 */
test('an investor states their promotion exemption before seeing an opportunity’s details', async ({
  page,
}) => {
  // Two portals and two sign-ins in one visit, each loading its own chunks.
  test.setTimeout(150_000)
  await signedInAs(page, 'investor@example.com')
  const api = pageApi(page)
  const flag = (on: 0 | 1) => api.post('/__mock/settings', { financial_promotion_exceptions: on })
  expect((await flag(1)).status).toBe(200)
  try {
    await test.step('the investor sees a visitor’s view and is asked for the statement', async () => {
      await page.goto(`/investor/investments/${SLUG}`)
      const card = page.getByRole('region', { name: STATEMENT })
      await expect(card).toBeVisible({ timeout: 45_000 })
      await expect(page.getByRole('region', { name: 'Key information' })).toHaveCount(0)
      await expect(page.getByRole('region', { name: 'Invest' })).toHaveCount(0)
      const read = await api.get<{ data: Record<string, unknown>[] }>(
        `/api/investment-opportunities?filter[slug]=${SLUG}`,
      )
      expect(read.body.data[0]).not.toHaveProperty('target_amount')
    })

    await test.step('makes it, and sees the details', async () => {
      const card = page.getByRole('region', { name: STATEMENT })
      await card.getByRole('radio', { name: HNW }).check()
      await expect(card.getByLabel(`The ${HNW} statement`)).toContainText(
        'I declare that I am a certified high net worth individual',
      )
      await card.getByRole('checkbox', { name: /I agree to it/ }).check()
      await card.getByRole('button', { name: 'Make my statement' }).click()
      await expect(page.getByRole('region', { name: 'Key information' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Invest' })).toBeVisible()
    })

    await test.step('staff see the statement and its expiry on the record and in the evidence', async () => {
      await switchUser(page, 'compliance@example.com')
      await page.goto(`/admin/investors/${INVESTOR_ID}/promotion-statement`)
      const record = page.getByRole('region', { name: 'Financial promotion statement' })
      await expect(record).toContainText('Current', { timeout: 45_000 })
      await expect(record).toContainText(HNW)
      await expect(record).toContainText('Expires on')
      await page.getByRole('link', { name: 'Compliance evidence' }).click()
      const entry = page
        .getByRole('listitem')
        .filter({ hasText: `Made the ${HNW} statement (financial promotion exemption)` })
      await expect(entry).toContainText('By the investor', { timeout: 45_000 })
      await expect(entry).toContainText('Expires on')
    })

    await test.step('turned off, the routes refuse and the tab is gone', async () => {
      expect((await flag(0)).status).toBe(200)
      expect((await api.get('/api/promotion-exemptions')).status).toBe(403)
      await page.goto(`/admin/investors/${INVESTOR_ID}`)
      await expect(page.getByRole('link', { name: 'Compliance evidence' })).toBeVisible({
        timeout: 45_000,
      })
      await expect(page.getByRole('link', { name: 'Promotion statement' })).toHaveCount(0)
    })
  } finally {
    await flag(0)
  }
})
