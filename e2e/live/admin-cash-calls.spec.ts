import { expect, test } from '@playwright/test'
import { hostApi, onHostSpeaking } from './support'

interface Opportunity {
  id: number
  name: string
  status: number
  minimum_investment: number | null
  investment_increment: number | null
}
interface Investment {
  id: number
  investment_opportunity_id: number
}

/**
 * Two people at once, as only a shared host allows (issue 11): an investor reserves in a
 * live opportunity and watches their payment tabs; staff issue a cash call from the
 * opportunity's transactions tab and then mark it paid. The investor's "Cash Call - Awaiting
 * Payment" and "Cash Call - Payment Received" tabs follow live, with a notification.
 */
test.describe('live build, cash calls', () => {
  onHostSpeaking('contract')

  test('staff cash-call a reservation and mark it paid; the investor sees both live', async ({
    page,
    browser,
  }) => {
    const investor = hostApi(page)
    await investor.login('investor@example.com')
    // A live opportunity the investor can see and holds nothing in yet (one row to act on).
    const held = await investor.get<{ data: Investment[] }>(
      '/api/investments/user?filter[active]=1&per_page=100',
    )
    const holds = new Set(held.data.map((i) => i.investment_opportunity_id))
    const visible = await investor.get<{ data: Opportunity[] }>(
      '/api/investment-opportunities?filter[status]=2&per_page=100',
    )
    const opp = visible.data.find((o) => !holds.has(o.id))!
    const step = Number(opp.investment_increment) || 1
    const amount = Math.ceil(Math.max(Number(opp.minimum_investment) || 0, 1000) / step) * step
    // The opportunity's current intent terms accepted, as the invest form sends them.
    const terms = (
      await investor.get<{ data: { intent_terms?: { id: number; is_active: number }[] } }>(
        `/api/investment-opportunities/${opp.id}?include=intentTerms`,
      )
    ).data.intent_terms?.find((t) => t.is_active === 1)
    await investor.post('/api/investments', {
      investment_opportunity_id: opp.id,
      amount,
      ...(terms && { intent_term_id: terms.id }),
    })
    const money = `£${amount.toLocaleString('en-GB')}`

    // The investor watches the awaiting tab and the bell.
    const unread = (await investor.get<{ data: unknown[] }>('/api/notifications/user/unread')).data
      .length
    const bell = (n: number) =>
      page.getByRole('button', { name: `Notifications, ${unread + n} unread` })
    const listening = page.waitForResponse(
      (r) => r.url().endsWith('/api/broadcasting/auth') && r.status() === 200,
    )
    await page.goto('/investor/investments?tab=awaiting')
    await listening
    const awaiting = page.getByRole('table', { name: 'Cash Call - Awaiting Payment' })
    const row = (table: typeof awaiting) => table.getByRole('row').filter({ hasText: opp.name })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(row(awaiting)).toHaveCount(0)

    // Staff, in a context of their own.
    const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const staffPage = await staffContext.newPage()
    await hostApi(staffPage).login('superadmin@example.com')
    await staffPage.goto(`/admin/investments/opportunities/${opp.id}/transactions`)
    await staffPage.getByRole('checkbox', { name: 'Select James Whitaker' }).check()
    await staffPage.getByRole('button', { name: 'Cash call selected (1)' }).click()
    const dialog = staffPage.getByRole('dialog', { name: 'Issue cash call' })
    await dialog.getByLabel('Due date').fill('2099-12-31')
    await dialog.getByRole('button', { name: 'Send cash call' }).click()
    await expect(staffPage.getByText('Cash call sent to James Whitaker.')).toBeVisible()

    // The investor: the row arrives in the awaiting tab and the bell rings, no reload.
    await expect(row(awaiting)).toContainText(money)
    await expect(bell(1)).toBeVisible()

    await staffPage
      .getByRole('button', { name: `Mark paid: James Whitaker's payment of ${money}` })
      .click()
    await staffPage
      .getByRole('dialog', { name: `Mark James Whitaker's ${money} paid?` })
      .getByRole('button', { name: 'Mark paid' })
      .click()
    await expect(
      staffPage.getByText(`James Whitaker's payment of ${money} is marked received.`),
    ).toBeVisible()

    await expect(row(awaiting)).toHaveCount(0)
    await expect(bell(2)).toBeVisible()
    await page.getByRole('link', { name: 'Cash Call - Payment Received' }).click()
    await expect(
      row(page.getByRole('table', { name: 'Cash Call - Payment Received' })),
    ).toContainText(money)
    await staffContext.close()
  })
})
