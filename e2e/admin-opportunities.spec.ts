import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { pageApi } from './support/page-api'
import { visit } from './support/navigate'
import { signedInAs } from './support/session'

/**
 * Deals and opportunities in the admin portal (issue 11), in mock mode: a won deal becomes an
 * opportunity through its form, the stage rule decides which screen a list opens, a completed
 * opportunity is found under existing investments, and axe reads the new pages.
 */
interface Row {
  id: number
  name: string
  stage: number
  status: number
}

const main = (page: Page) => page.getByRole('main')

async function firstOf(page: Page, query: string): Promise<Row> {
  const res = await pageApi(page).get<{ data: Row[] }>(
    `/api/investment-opportunities?${query}&per_page=1`,
  )
  const row = res.body.data[0]
  expect(row, query).toBeTruthy()
  return row
}

test('a won deal becomes an opportunity: its data carried over, a 422 kept, then saved', async ({
  page,
}) => {
  await signedInAs(page, 'superadmin@example.com')
  const deals = await pageApi(page).get<{ data: { id: number; company_name: string }[] }>(
    '/api/pipeline-deals?filter[status]=open&per_page=1',
  )
  const deal = deals.body.data[0]
  await pageApi(page).patch(`/api/pipeline-deals/${deal.id}`, {
    status: 'won',
    investment_opportunity_id: null,
  })

  await page.goto(`/admin/investments/deals/${deal.id}/key-information`)
  await main(page).getByRole('link', { name: 'Create opportunity' }).click({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/admin\/investments\/opportunities\/new-opportunity$/)
  const field = (name: string) => page.getByRole('textbox', { name, exact: true })
  await expect(field('Company')).toHaveValue(deal.company_name)
  await expect(field('Name')).toHaveValue(deal.company_name)

  // The host, not the form, knows a percentage stops at 100.
  await page.getByLabel('Equity offered (%)').fill('150')
  await page.getByLabel('Summary').fill('A company from the pipeline.')
  await page.getByRole('button', { name: 'Create opportunity' }).click()
  await expect(
    page.getByText('The equity offered percent field must be between 0 and 100.').first(),
  ).toBeVisible()
  await expect(page.getByLabel('Summary')).toHaveValue('A company from the pipeline.')

  await page.getByLabel('Equity offered (%)').fill('12')
  await page.getByRole('button', { name: 'Create opportunity' }).click()
  // No stage was chosen, so it is a stage-1 draft: its one page is its edit page (SPEC §2).
  await expect(page).toHaveURL(/\/admin\/investments\/opportunities\/\d+\/edit$/)
  await expect(page.getByText(`Opportunity ${deal.company_name} created`)).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 1, name: `Edit ${deal.company_name}` }),
  ).toBeVisible()

  await page.goto(`/admin/investments/deals/${deal.id}/key-information`)
  await expect(
    main(page).getByRole('link', { name: `View opportunity ${deal.company_name}` }),
  ).toBeVisible()
})

test('lists open an opportunity where its stage says, and a completed one is an existing investment', async ({
  page,
}) => {
  await signedInAs(page, 'superadmin@example.com')
  const draft = await firstOf(page, 'filter[stage]=1')
  const raising = await firstOf(page, 'filter[stage]=3')
  const exited = await firstOf(page, 'filter[stage]=6')

  const openFrom = async (list: string, row: Row, stage?: string) => {
    await page.goto(list)
    if (stage)
      await main(page).getByRole('combobox', { name: 'Stage' }).selectOption({ label: stage })
    const search = main(page).getByRole('searchbox')
    await search.fill(row.name)
    await search.press('Enter')
    await main(page).getByRole('link', { name: row.name, exact: true }).first().click()
  }
  await openFrom('/admin/investments/opportunities', draft, '1 – Setup')
  await expect(page).toHaveURL(new RegExp(`/opportunities/${draft.id}/edit$`))
  await openFrom('/admin/investments/opportunities', raising)
  await expect(page).toHaveURL(new RegExp(`/opportunities/${raising.id}/details$`))
  await openFrom('/admin/investments/existing', exited)
  await expect(page).toHaveURL(new RegExp(`/existing/${exited.id}/details$`))

  // Completing a closed opportunity moves it, and its page, to existing investments.
  const closed = await firstOf(page, 'filter[status]=4')
  await page.goto(`/admin/investments/opportunities/${closed.id}/details`)
  await main(page).getByRole('button', { name: 'Change status' }).click()
  await page.getByRole('menuitem', { name: 'Mark as Completed' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as Completed' }).click()
  await expect(page).toHaveURL(new RegExp(`/existing/${closed.id}/details$`))
  await main(page)
    .getByRole('navigation', { name: 'Investment sections' })
    .getByRole('link', { name: 'Cap table', exact: true })
    .click()
  await expect(main(page).getByRole('region', { name: 'Ownership by shareholder' })).toBeVisible()
})

test('the investments pages have no serious accessibility violations', async ({ page }) => {
  // Thirteen pages, each checked by axe.
  test.setTimeout(180_000)
  await signedInAs(page, 'superadmin@example.com')
  const live = await firstOf(page, 'filter[stage]=3')
  const existing = await firstOf(page, 'filter[stage]=5')
  const deals = await pageApi(page).get<{ data: { id: number }[] }>(
    '/api/pipeline-deals?per_page=1',
  )
  const deal = deals.body.data[0].id
  const pages = [
    '/admin/investments/deals',
    `/admin/investments/deals/${deal}/performance`,
    `/admin/investments/deals/${deal}/key-information`,
    '/admin/investments/new-deal',
    '/admin/investments/opportunities/new-opportunity',
    `/admin/investments/opportunities/${live.id}/details`,
    `/admin/investments/opportunities/${live.id}/key-information`,
    `/admin/investments/opportunities/${live.id}/transactions`,
    `/admin/investments/opportunities/${live.id}/edit`,
    `/admin/investments/opportunities/${live.id}/details/preview`,
    `/admin/investments/existing/${existing.id}/cap-table`,
    `/admin/investments/existing/${existing.id}/cap-table-performance`,
    `/admin/investments/existing/${existing.id}/pre-emption`,
  ]
  for (const path of pages) {
    await test.step(path, async () => {
      // The first page is a full load (the session starts there); the others move in the app.
      if (path === pages[0]) await page.goto(path)
      else await visit(page, path)
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
      await expect(main(page).getByText(/^Loading/)).toHaveCount(0)
      await expectNoSeriousAxeViolations(page)
    })
  }
})
