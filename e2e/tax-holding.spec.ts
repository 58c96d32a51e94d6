import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { signedInAs } from './support/session'

/** The demo investor's SEIS holding whose shares were issued more than three years ago. */
const NETTLEGEN = 53
/** An EIS holding issued this spring, still inside its three years. */
const TRUENEST = 40
/** An EIS holding issued in the current tax year, carry-back not chosen in the seed. */
const HERONQUANTUM = 33

/** The investor's own investment, with its opportunity and share issue. */
interface Holding {
  investment_opportunity_id: number
  amount: number | string
  investment_opportunity?: { company_name?: string | null; name: string }
  share_issue?: { issue_date?: string | null } | null
}

/** "7 Jul 2023": the portal's dates (en-GB, read in UTC). */
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`))

/** The date three years after a share issue (none of these fall on 29 February). */
const threeYearsOn = (iso: string) => `${Number(iso.slice(0, 4)) + 3}${iso.slice(4, 10)}`

/** The calendar year a date's UK tax year (6 April to 5 April) starts in. */
const taxStart = (iso: string) => Number(iso.slice(0, 4)) - (iso.slice(5, 10) < '04-06' ? 1 : 0)

/** A tax-year label, "2026–27", for the year starting on 6 April of `startYear`. */
const label = (startYear: number) => `${startYear}–${String(startYear + 1).slice(2)}`

/** The fact a FactGrid shows under a term (its dd follows the dt). */
const fact = (scope: Locator, term: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')

const tax = (page: Page) => ({
  picker: page.getByLabel('Tax year'),
  scheme: (year: string) => page.getByRole('region', { name: `EIS ${year}`, exact: true }),
  claimed: (company: string) =>
    page
      .getByRole('region', { name: /^Subscriptions claimed in/ })
      .getByRole('article', { name: company }),
})

/**
 * A holding's relief (issue 29): the demo investor's holding past its three years says the relief
 * is no longer at risk; one within them says selling before the date withdraws it. Choosing
 * carry-back on a holding moves its subscription into the previous tax year on the Tax relief
 * page, summary and rows; choosing it again leaves it as the seed had it. Turned off, the holding says nothing of relief.
 */
test('a holding shows its three-year date, and carry-back moves it a tax year', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signedInAs(page, 'investor@example.com')
  const api = pageApi(page)
  // On in the seed: left as the journey found it.
  const settings = await api.get<{ data: { tax_enabled: unknown } }>('/api/branding/1')
  const wasOn = settings.body.data.tax_enabled ? 1 : 0
  const flag = (on: 0 | 1) => api.post('/__mock/settings', { tax_enabled: on })
  expect((await flag(1)).status).toBe(200)
  const mine = await api.get<{ data: Holding[] }>(
    '/api/investments/user?include=investmentOpportunity,shareIssue&per_page=100',
  )
  const holding = (opportunity: number) =>
    mine.body.data.find((i) => i.investment_opportunity_id === opportunity && i.share_issue)!
  const issueDate = (opportunity: number) => String(holding(opportunity).share_issue?.issue_date)
  try {
    await test.step('past its three years, the relief is no longer at risk', async () => {
      const on = day(threeYearsOn(issueDate(NETTLEGEN)))
      await page.goto(`/investor/portfolio/${NETTLEGEN}`)
      const card = page.getByRole('region', { name: 'Tax relief' })
      await expect(fact(card, 'Held three years on')).toHaveText(on, { timeout: 45_000 })
      await expect(card).toContainText(
        `Held three years on ${on}: the relief is no longer at risk from a sale.`,
      )
      await expect(card).not.toContainText('withdraws')
    })

    await test.step('within them, selling first withdraws it', async () => {
      const on = day(threeYearsOn(issueDate(TRUENEST)))
      await page.goto(`/investor/portfolio/${TRUENEST}`)
      const card = page.getByRole('region', { name: 'Tax relief' })
      await expect(card).toContainText(`Selling before ${on} means HMRC withdraws the relief.`, {
        timeout: 45_000,
      })
    })

    const heron = holding(HERONQUANTUM)
    const company = heron.investment_opportunity?.company_name || heron.investment_opportunity?.name
    const amount = Number(heron.amount)
    const issued = taxStart(issueDate(HERONQUANTUM))
    const year = label(issued)
    const earlier = label(issued - 1)
    const t = tax(page)

    const subscribedBefore = await test.step('carry-back is chosen on the holding', async () => {
      await page.goto('/investor/portfolio/tax')
      await t.picker.selectOption(String(issued - 1))
      const before = await fact(t.scheme(earlier), 'Subscribed').innerText({ timeout: 45_000 })
      await page.goto(`/investor/portfolio/${HERONQUANTUM}`)
      const card = page.getByRole('region', { name: 'Tax relief' })
      await expect(fact(card, 'Tax year claimed')).toHaveText(year, { timeout: 45_000 })
      const choice = card.getByRole('checkbox', { name: `Claim in ${earlier} (carry-back)` })
      await choice.check()
      await expect(fact(card, 'Tax year claimed')).toHaveText(`${earlier} (carried back)`)
      return before
    })

    await test.step('the Tax relief page counts it in the year before', async () => {
      await page.getByRole('link', { name: 'All your tax relief' }).click()
      await t.picker.selectOption(String(issued), { timeout: 45_000 })
      await expect(t.claimed(String(company))).toHaveCount(0)
      await expect(page.getByRole('region', { name: `Summary ${year}` })).toContainText(
        `No subscriptions are claimed in ${year}.`,
      )
      await t.picker.selectOption(String(issued - 1))
      await expect(fact(t.claimed(String(company)), 'Tax year claimed')).toHaveText(
        `${earlier} (carried back)`,
      )
      await expect(fact(t.scheme(earlier), 'Subscribed')).not.toHaveText(subscribedBefore)
      const gbp = (s: string) => Number(s.replace(/[£,]/g, ''))
      const after = gbp(await fact(t.scheme(earlier), 'Subscribed').innerText())
      expect(after - gbp(subscribedBefore)).toBe(amount)
    })

    await test.step('un-chosen, it goes back to its own year', async () => {
      // A click, not uncheck(): the row leaves this year's list as it saves, and uncheck() would
      // wait for the box to read its state back from.
      await t
        .claimed(String(company))
        .getByRole('checkbox', { name: /carry-back/ })
        .click()
      await expect(t.claimed(String(company))).toHaveCount(0)
      await expect(fact(t.scheme(earlier), 'Subscribed')).toHaveText(subscribedBefore)
      await t.picker.selectOption(String(issued))
      await expect(fact(t.claimed(String(company)), 'Tax year claimed')).toHaveText(year)
      await expect(t.scheme(year)).toBeVisible()
    })

    await test.step('with tax relief turned off, the holding says nothing of it', async () => {
      expect((await flag(0)).status).toBe(200)
      await page.goto(`/investor/portfolio/${HERONQUANTUM}`)
      const name = String(heron.investment_opportunity?.name)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 45_000 })
      await expect(page.getByRole('tablist')).toBeVisible()
      await expect(page.getByRole('region', { name: 'Tax relief' })).toHaveCount(0)
    })
  } finally {
    await flag(wasOn)
  }
})
