import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

/**
 * An existing investment's cap table (issue 11): staff read who holds it, record a new share
 * price, and its performance history, chart and investors' multiples follow. One signed-in
 * journey; it writes, so it starts from a fresh seed.
 */
type Row = { id: number; effective_date?: string }

const main = (page: Page) => page.getByRole('main')

/** An existing investment with holders whose price history has nothing dated after today. */
async function existingWithHolders(page: Page): Promise<number> {
  const api = pageApi(page)
  const today = new Date().toISOString().slice(0, 10)
  const list = await api.get<{ data: Row[] }>(
    '/api/investment-opportunities?type=existing&per_page=50&sort=id',
  )
  for (const opp of list.body.data) {
    const cap = await api.get<{ data: { holders: unknown[] } }>(
      `/api/investment-opportunities/${opp.id}/cap-table`,
    )
    const prices = await api.get<{ data: Row[] }>(
      `/api/share-prices?filter[investment_opportunity_id]=${opp.id}&per_page=100`,
    )
    const dated = prices.body.data.every((p) => String(p.effective_date) <= today)
    if (cap.body.data.holders.length > 0 && dated) return opp.id
  }
  throw new Error('the seed has no existing investment with holders')
}

test('staff read a cap table, record a share price and see the performance follow', async ({
  page,
}) => {
  await signedInAs(page, 'superadmin@example.com')
  const id = await existingWithHolders(page)

  await page.goto(`/admin/investments/existing/${id}/cap-table`)
  const holders = main(page).getByRole('table', { name: 'Shareholders' })
  await expect(holders).toBeVisible()
  await expect(holders.getByRole('row').nth(1)).toBeVisible()
  await expect(main(page).getByRole('img', { name: /^Ownership by shareholder\./ })).toBeVisible()

  await main(page).getByRole('link', { name: 'Cap table performance', exact: true }).click()
  await expect(page).toHaveURL(
    new RegExp(`/admin/investments/existing/${id}/cap-table-performance$`),
  )
  const history = main(page).getByRole('table', { name: 'Share price history' })
  await expect(history.getByRole('row').nth(1)).toBeVisible()
  const rows = await history.getByRole('row').count()

  await page.getByRole('button', { name: 'Record share price' }).click()
  const dialog = page.getByRole('dialog', { name: 'Record share price' })
  await dialog.getByLabel('Price per share').fill('12.34')
  await dialog.getByLabel('Reason').selectOption('valuation')
  await dialog.getByLabel(/Notes/).fill('Independent revaluation')
  await dialog.getByRole('button', { name: 'Record price' }).click()
  await expect(dialog).toBeHidden()

  await expect(history.getByRole('row')).toHaveCount(rows + 1)
  await expect(history.getByRole('row').nth(1)).toContainText('£12.34')
  await expect(history.getByRole('row').nth(1)).toContainText('Independent revaluation')
  await expect(
    main(page).getByRole('img', { name: /^Share price\. Line chart\..*to £12\.34/ }),
  ).toBeVisible()
  // The tab's current price, and the record header's, both follow.
  await expect(main(page).getByRole('definition').filter({ hasText: '£12.34' })).toHaveCount(2)
})
