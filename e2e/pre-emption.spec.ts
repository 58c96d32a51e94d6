import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

/**
 * Pre-emption (issue 11), one journey: staff offer a follow-on round on an existing investment
 * the demo investor holds; the investor finds it from the overview's attention list, answers,
 * comes back and sees the answer they recorded.
 */
const INVESTOR_ID = 4 // investor@example.com, James Whitaker

interface Held {
  status: string
  investment_opportunity: { id: number; name: string; slug: string; stage: number; status: number }
}

/** A completed existing investment (stage 5, status Completed) the demo investor holds. */
async function heldExisting(page: Page) {
  const res = await pageApi(page).get<{ data: Held[] }>(
    `/api/investments?filter[user_id]=${INVESTOR_ID}&include=investmentOpportunity&per_page=100`,
  )
  expect(res.status).toBe(200)
  const held = res.body.data
    .filter((i) => i.status !== 'cancelled')
    .map((i) => i.investment_opportunity)
    .find((o) => o && o.stage >= 5 && o.status === 5)
  expect(held, 'the seed holds a completed existing investment for the demo investor').toBeTruthy()
  return held!
}

test('staff offer a follow-on round; the holder finds it, answers and sees their answer again', async ({
  page,
}) => {
  // Two people's sessions and four pages: past the default minute on a loaded machine.
  test.setTimeout(120_000)
  await signedInAs(page, 'superadmin@example.com')
  const opp = await heldExisting(page)

  await page.goto(`/admin/investments/existing/${opp.id}/pre-emption`)
  await page.getByRole('button', { name: 'Offer a follow-on round' }).click()
  const dialog = page.getByRole('dialog', { name: 'Offer a follow-on round' })
  await dialog.getByLabel('Size of the round').fill('250000')
  await dialog.getByLabel(/Offer closes on/).fill('2099-12-31')
  await dialog.getByRole('button', { name: /^Offer to \d+ holders?$/ }).click()
  await expect(page.getByText(/^The round was offered to \d+ holders?\.$/)).toBeVisible()
  const table = page.getByRole('table', { name: "Holders' pre-emption choices" })
  const mine = table.getByRole('row').filter({ hasText: 'James Whitaker' }).first()
  await expect(mine).toContainText('No answer yet')
  await expect(mine).toContainText('Open')

  // The investor, without resetting the data the staff member just made.
  await page.goto('/api/logout')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  expect((await pageApi(page).login('investor@example.com')).status).toBe(204)
  await page.goto('/investor')
  const attention = page.getByRole('region', { name: 'Needs your attention' })
  await attention.getByRole('link', { name: `Answer the offer in ${opp.name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/investor/investments/${opp.slug}/investor-type$`))
  await page.getByRole('radio', { name: 'Personally' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  const right = page.getByRole('region', { name: 'Your pre-emption right' })
  await right.getByRole('radio', { name: 'Do not take up my entitlement' }).check()
  await page.getByRole('button', { name: 'Review my choice' }).click()
  await page.getByRole('button', { name: 'Confirm choice' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your choice has been recorded' }),
  ).toBeVisible()

  // Back through the opportunity page: the answer is selected and said in words.
  await page.goto(`/investor/investments/${opp.slug}`)
  await page.getByRole('link', { name: 'Review your pre-emption answer' }).click()
  await page.getByRole('radio', { name: 'Personally' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(right.getByRole('radio', { name: 'Do not take up my entitlement' })).toBeChecked()
  await expect(right.getByText(/^You answered: Do not take up, on /)).toBeVisible()
})

test('an ended round reads as ended: nobody is still "awaiting", each status follows the answer', async ({
  page,
}) => {
  await signedInAs(page, 'manager@example.com')
  const res = await pageApi(page).get<{
    data: { investment_opportunity_id: number; deadline: string; choices?: unknown[] }[]
  }>('/api/pre-emption-options?include=choices&sort=deadline&per_page=100')
  expect(res.status).toBe(200)
  const today = new Date().toISOString().slice(0, 10)
  const ended = res.body.data.find(
    (o) => o.deadline.slice(0, 10) < today && (o.choices?.length ?? 0) > 0,
  )
  expect(ended, 'the seed has an answered pre-emption round whose deadline passed').toBeTruthy()

  await page.goto(`/admin/investments/existing/${ended!.investment_opportunity_id}/pre-emption`)
  const rows = page.getByRole('table', { name: "Holders' pre-emption choices" }).getByRole('row')
  await expect(rows.filter({ hasText: /Exercised|Lapsed/ }).first()).toBeVisible()
  await expect(rows.filter({ hasText: 'Awaiting answer' })).toHaveCount(0)
  await expect(rows.filter({ hasText: 'Open' })).toHaveCount(0)
  // A holder who took their entitlement up is exercised; one who did not has lapsed.
  for (const choice of ['Maintain', 'Increase', 'Decrease'])
    await expect(rows.filter({ hasText: choice }).filter({ hasText: 'Lapsed' })).toHaveCount(0)
  for (const choice of ['Do not take up', 'Not applicable', 'No answer'])
    await expect(rows.filter({ hasText: choice }).filter({ hasText: 'Exercised' })).toHaveCount(0)
})
