import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { expectNoSeriousAxeViolations } from './support/axe'
import { pageApi } from './support/page-api'
import { logInAs, signedInAs } from './support/session'

/**
 * Update reports (issue 12): staff write a draft with a heading, a link and an accepted AI
 * rewrite, publish it, and the investor holding its company finds it in their news with a
 * notification; a script in a body never runs in the admin or the portal.
 *
 * One browser context: in mock mode the API lives in the page's own storage, so a second
 * context would be a second host that never sees this publication. The investor signs in on
 * the same page once the staff member is done.
 */
const INVESTOR_ID = 4 // investor@example.com
const SHOTS = process.env.SHOTS_DIR

type Holding = { status: string; investment_opportunity: { name: string } | null }
type Report = { data: { id: number; body: string } }

const main = (page: Page) => page.getByRole('main')
const flagged = (page: Page) =>
  page.evaluate(() => (window as Window & { __pwned?: number }).__pwned ?? null)

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

test('staff publish an update to its investors; a script in a body never runs', async ({
  page,
}) => {
  // Staff write and publish, then the investor signs in and reads: 37 s on CI's two cores.
  test.setTimeout(120_000)
  await signedInAs(page, 'superadmin@example.com')
  const api = pageApi(page)
  const holdings = await api.get<{ data: Holding[] }>(
    `/api/investments?filter[user_id]=${INVESTOR_ID}&include=investmentOpportunity`,
  )
  const company = holdings.body.data.find(
    (h) => h.investment_opportunity && h.status !== 'cancelled',
  )!.investment_opportunity!.name

  await page.goto('/admin/reports/new-update')
  await page.getByLabel('Title').fill('Quarter in review')
  await page.getByRole('combobox', { name: 'Company' }).fill(company.slice(0, 6))
  await page.getByRole('option', { name: company, exact: true }).click()
  const body = page.getByRole('textbox', { name: 'Update' })
  await body.click()
  await page.keyboard.type('first draft')
  await page.getByRole('button', { name: 'Create update' }).click()
  await expect(page).toHaveURL(/\/admin\/reports\/updates\/\d+\/edit-update$/)
  const id = Number(/updates\/(\d+)\//.exec(page.url())![1])

  // A heading, a line of text with a link, then the AI rewrite of the whole text.
  await body.click()
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Delete')
  await page.getByRole('button', { name: 'Heading', exact: true }).click()
  await page.getByRole('button', { name: 'Heading 2', exact: true }).click()
  await page.keyboard.type('results are in')
  await page.keyboard.press('Enter')
  await page.keyboard.type('we are very happy to share a lot of news. read it on our site')
  for (let i = 0; i < 'our site'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
  await page.getByRole('button', { name: 'Link', exact: true }).click()
  const linkInput = page.locator('.ql-tooltip input[type=text]')
  await linkInput.fill('https://example.com/q3')
  await linkInput.press('Enter')
  await body.press('Control+End')
  await page.keyboard.type('.')

  await page.getByRole('button', { name: 'AI rewrite' }).click()
  const preview = page.getByRole('region', { name: 'AI rewrite suggestion' })
  await expect(preview).toContainText('We are happy to share many news. Read it on our site.')
  await expect(preview.getByRole('button', { name: 'Accept' })).toBeFocused()
  await expectNoSeriousAxeViolations(page)
  await shoot(page, 'update-editor')
  await page.keyboard.press('Enter')
  await expect(preview).toBeHidden()
  await expect(body.getByRole('heading', { level: 2, name: 'Results are in' })).toBeVisible()
  await expect(body).toContainText('We are happy to share many news.')

  // Publishing tells investors, so it asks first, naming how many (issue 25).
  const draft = await api.get<{ data: { investment_opportunity_id: number } }>(`/api/reports/${id}`)
  const audience = await api.get<{ data: { investors_count: number } }>(
    `/api/reports/update-audience?investment_opportunity_id=${draft.body.data.investment_opportunity_id}`,
  )
  const count = audience.body.data.investors_count
  const investors = `${count} investor${count === 1 ? '' : 's'}`
  expect(count).toBeGreaterThan(0)
  const publish = page.getByRole('button', { name: 'Publish' })
  await publish.click()
  const ask = page.getByRole('dialog', {
    name: `Publish “Quarter in review” and notify ${investors}?`,
  })
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(ask).toBeHidden()
  await expect(publish).toBeFocused()
  await publish.click()
  await expect(ask.getByRole('button', { name: `Publish and notify ${investors}` })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await shoot(page, 'update-publish-confirm')
  await ask.getByRole('button', { name: `Publish and notify ${investors}` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/reports/updates/${id}/details$`))
  await expect(page.getByText(`Quarter in review is live: ${investors}`)).toBeVisible()
  await expect(main(page).getByRole('heading', { level: 2, name: 'Results are in' })).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'our site' })).toHaveAttribute(
    'href',
    'https://example.com/q3',
  )
  await expectNoSeriousAxeViolations(page)
  await shoot(page, 'update-live')

  // A hostile body (as a host might hold one) is shown sanitised in the admin…
  const saved = await api.get<Report>(`/api/reports/${id}`)
  const hostile =
    `${saved.body.data.body}<img src="x" onerror="window.__pwned = 1">` +
    '<script>window.__pwned = 2</script><p>Signed, the founders</p>'
  expect((await api.patch(`/api/reports/${id}`, { body: hostile })).status).toBe(200)
  await page.reload()
  await expect(main(page).getByText('Signed, the founders')).toBeVisible()
  expect(await flagged(page)).toBeNull()

  // …and the investor finds it in their news, with a notification, still without the script.
  await page.goto('/api/logout')
  await logInAs(page, 'investor@example.com')
  await expect(page).toHaveURL(/\/investor/)
  await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click()
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText('New update: Quarter in review'),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto('/investor/news')
  await main(page).getByRole('link', { name: 'Quarter in review' }).first().click()
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Quarter in review' }),
  ).toBeVisible()
  await expect(main(page).getByText('Signed, the founders')).toBeVisible()
  expect(await flagged(page)).toBeNull()
})
