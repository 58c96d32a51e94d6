import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

/**
 * Issue 25: the portfolio counts only money that is invested. investor@example.com reserves
 * £5,000 in an opportunity they have no money in: "Invested" and the holdings stay as they
 * were, "Reserved" grows by £5,000, and the opportunity's page shows the £5,000 as reserved.
 */

type Opportunity = {
  id: number
  name: string
  slug: string
  status: number
  market_sounding?: number | boolean | null
  minimum_investment?: number | string | null
  maximum_investment?: number | string | null
  increment?: number | string | null
  allowed_investor_types?: string[] | null
}

const AMOUNT = 5000

/** A live opportunity open to the investor with none of their money in it, that takes £5,000. */
async function newOpportunity(page: Page): Promise<Opportunity> {
  const api = pageApi(page)
  const mine = await api.get<{ data: { investment_opportunity_id: number }[] }>(
    '/api/investments/user?per_page=100',
  )
  expect(mine.status).toBe(200)
  const touched = new Set(mine.body.data.map((i) => i.investment_opportunity_id))
  const live = await api.get<{ data: Opportunity[] }>(
    '/api/investment-opportunities?filter[status]=2&per_page=100',
  )
  expect(live.status).toBe(200)
  const fits = (o: Opportunity) => {
    const min = Number(o.minimum_investment ?? 0)
    const max = o.maximum_investment == null ? Infinity : Number(o.maximum_investment)
    const step = Number(o.increment || 1)
    const types = o.allowed_investor_types ?? []
    return (
      !touched.has(o.id) &&
      !o.market_sounding &&
      min <= AMOUNT &&
      max >= AMOUNT &&
      AMOUNT % step === 0 &&
      (types.length === 0 || types.includes('individual'))
    )
  }
  const found = live.body.data.find(fits)
  expect(found, 'the seed has a live opportunity the investor has no money in').toBeDefined()
  return found!
}

/** A figure's value in a labelled list of figures (a <dt> and the <dd> after it). */
const figure = (page: Page, list: string, label: string) =>
  page
    .getByRole('region', { name: list, exact: true })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')

const money = (text: string | null) => Number(String(text).replace(/[£,]/g, ''))

async function portfolioFigures(page: Page) {
  await page.goto('/investor/portfolio')
  const invested = figure(page, 'Portfolio totals', 'Invested')
  await expect(invested).toBeVisible({ timeout: 30_000 })
  const reserved = figure(page, 'Not yet invested', 'Reserved')
  await expect(reserved).toBeVisible()
  return {
    invested: await invested.textContent(),
    holdings: await figure(page, 'Portfolio totals', 'Holdings').textContent(),
    reserved: money(await reserved.textContent()),
  }
}

test('reserving £5,000 in a new opportunity leaves "Invested" alone and shows it as Reserved', async ({
  page,
}) => {
  await signedInAs(page, 'investor@example.com')
  const before = await portfolioFigures(page)
  const opportunity = await newOpportunity(page)

  await page.goto(`/investor/investments/${opportunity.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: opportunity.name })).toBeVisible()
  await page.getByRole('link', { name: 'Invest now' }).click()
  const how = page.getByRole('group', { name: 'How would you like to invest?' })
  await how.getByRole('radio', { name: 'Personally' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  const form = page.getByRole('form', { name: 'Your investment' })
  await form.getByLabel('Investment amount').fill(String(AMOUNT))
  const tax = form.getByRole('group', { name: 'Which tax relief would you like to claim?' })
  if ((await tax.count()) > 0) await tax.getByRole('radio').first().check()
  const terms = form.getByRole('checkbox', { name: 'I have read and accept the investment terms' })
  if ((await terms.count()) > 0) await terms.check()
  await form.getByRole('button', { name: 'Review investment' }).click()
  await page
    .getByRole('form', { name: 'Review' })
    .getByRole('button', { name: 'Confirm investment' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your allocation is reserved' }),
  ).toBeVisible()

  const after = await portfolioFigures(page)
  expect(after.invested).toBe(before.invested)
  expect(after.holdings).toBe(before.holdings)
  expect(after.reserved).toBe(before.reserved + AMOUNT)
  // Not a holding: it is listed with the reservations, not in the holdings table.
  const holdings = page.getByRole('table', { name: /^Your holdings/ }).first()
  await expect(holdings).toBeVisible()
  await expect(holdings.getByText(opportunity.name)).toHaveCount(0)
  const reservations = page.getByRole('table', { name: 'Reservations awaiting payment' })
  await reservations.getByRole('link', { name: opportunity.name }).click()

  // The opportunity's own page: £5,000 reserved, no invested figures for it.
  await expect(page.getByRole('heading', { level: 1, name: opportunity.name })).toBeVisible()
  await expect(figure(page, `${opportunity.name} not yet invested`, 'Reserved')).toHaveText(
    '£5,000',
  )
  await expect(page.getByRole('region', { name: `${opportunity.name} figures` })).toHaveCount(0)
})
