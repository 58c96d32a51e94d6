// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seededMockApi } from '@mocks/testing/mock-api'
import { csrfCookie, http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { formatGBP } from '@/lib/format'
import { createQueryClient } from '@/lib/query'
import { currentUserQuery } from '@/lib/session'
import { settingsQuery } from '@/lib/tenant'
import { buildQuery } from '@/lib/api'
import { liveOpportunitiesArea } from '@/admin/kit/lists/areas/opportunities'
import { areaQuery } from '@/admin/kit/lists/model/area-query'
import { renderAdmin } from '@/admin/shell/test/render-admin'
import type { OverviewStats } from './api'
import { AdminOverviewPage } from './admin-overview-page'

/** The overview against the whole mock host, signed in as the demo Super_Admin. */
let server: ReturnType<typeof setupServer>

beforeAll(async () => {
  const api = await seededMockApi()
  server = setupServer(...api.handlers)
  server.listen({ onUnhandledRequest: 'error' })
  setConfigForTests({})
  await csrfCookie(http)
  await http.post('/login', { email: 'superadmin@example.com', password: 'password' })
})
afterAll(() => {
  server.close()
  setConfigForTests(null)
})
beforeEach(async () => {
  await http.delete('/__mock/faults')
})

/**
 * The user and settings are fetched first, one at a time: under happy-dom the mock host's
 * shared JSON buffer (mocks/http/responses.ts) mixes up bodies of concurrent responses, so the
 * page is left with one call of its own, the figures.
 */
async function renderOverview() {
  const client = createQueryClient()
  await client.fetchQuery(currentUserQuery)
  await client.fetchQuery(settingsQuery)
  return renderAdmin({
    client,
    path: '/admin',
    pages: [{ index: true, element: <AdminOverviewPage /> }],
  })
}

/** The value and detail shown under a figure's label. */
function figure(label: string) {
  const term = within(screen.getByRole('main')).getByText(label, { selector: 'dt' })
  return term.parentElement!.textContent!.slice(label.length)
}

const whole = (n: number) => formatGBP(n, { pence: 'never' })
const count = (n: number) => n.toLocaleString('en-GB')

describe('AdminOverviewPage against the mock host', () => {
  it('greets the user and shows the headline figures of /api/stats/overview', async () => {
    const stats = (await http.get<{ data: OverviewStats }>('/api/stats/overview')).data.data
    await renderOverview()
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument()
    // The figures and the open-tasks card each announce their own loading.
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Loading the overview figures…'),
    ).toBe(true)
    await screen.findByText('Total raised')
    expect(figure('Investors')).toBe(
      `${count(stats.investors_count)}${count(stats.new_investors_30d)} new in the last 30 days`,
    )
    expect(figure('Live opportunities')).toBe(
      `${count(stats.live_opportunities_count)}View live opportunities`,
    )
    expect(figure('Total raised')).toBe(
      `${whole(stats.total_raised)}${whole(stats.raised_this_month)} this month`,
    )
    expect(figure('Cash Call - Awaiting Payment')).toBe(
      `${count(stats.pending_cash_calls_count)}${whole(stats.pending_cash_calls_amount)} outstanding`,
    )
    expect(figure('Funds')).toBe(
      `${count(stats.funds_count)}${whole(stats.funds_nav_total)} net asset value`,
    )
    expect(stats.total_raised).toBeGreaterThan(0)
    expect(screen.getByText(/^Good (morning|afternoon|evening), /)).toHaveTextContent(/, \w+\./)
  })

  it("shows the signed-in user's open tasks", async () => {
    await renderOverview()
    expect(await screen.findByRole('region', { name: 'My open tasks' })).toBeInTheDocument()
  })

  it("shows as live opportunities the live-opportunities list's own total, and leads there", async () => {
    // The request the list page sends, unfiltered (admin-lists' areaQuery of its area).
    const query = areaQuery(
      liveOpportunitiesArea,
      { search: '', filters: {}, sort: null, page: 1 },
      null,
    )
    const list = await http.get<{ total: number }>(
      `/api/investment-opportunities?${buildQuery(query)}`,
    )
    await renderOverview()
    await screen.findByText('Total raised')
    expect(figure('Live opportunities')).toBe(`${count(list.data.total)}View live opportunities`)
    expect(screen.getByRole('link', { name: 'View live opportunities' })).toHaveAttribute(
      'href',
      '/admin/investments/opportunities',
    )
  })

  it('offers shortcuts to the areas the role may open', async () => {
    await renderOverview()
    const shortcuts = within(await screen.findByRole('region', { name: 'Shortcuts' }))
    expect(shortcuts.getByRole('link', { name: 'Investments' })).toHaveAttribute(
      'href',
      '/admin/investments/deals',
    )
    expect(shortcuts.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    )
    expect(shortcuts.queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument()
  })

  it('lists on every shortcut card the pages it leads to', async () => {
    await renderOverview()
    const shortcuts = within(await screen.findByRole('region', { name: 'Shortcuts' }))
    const pages = (card: string) =>
      within(shortcuts.getByRole('list', { name: `${card} pages` }))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')])
    for (const card of shortcuts.getAllByRole('heading', { level: 3 }))
      expect(pages(card.textContent!).length).toBeGreaterThan(0)
    expect(pages('Funds')).toEqual([
      ['All funds', '/admin/funds'],
      ['Fund opportunities', '/admin/investments/fund-opportunities'],
    ])
    expect(pages('Insider Register')).toEqual([
      ['Market soundings', '/admin/insider-register'],
      ['External insiders', '/admin/insider-register/pa-deals'],
    ])
    expect(pages('Settings')).toEqual([
      ['Account Details', '/admin/settings/account'],
      ['Terminology Settings', '/admin/settings/terminology/navigation'],
      ['Attribute Settings', '/admin/settings/attributes'],
      ['Investor Settings', '/admin/settings/investor/category'],
      ['Password Management', '/admin/settings/security/password-management'],
    ])
    expect(pages('Reports').map(([label]) => label)).toEqual([
      'KPIs',
      'KPI Portfolio',
      'Updates',
      'WIP',
    ])
  })

  it('shows an error with a retry when the figures fail, and recovers', async () => {
    await http.post('/__mock/faults', { path: '/api/stats/overview', status: 500, times: 1 })
    await renderOverview()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The overview figures could not be loaded')
    expect(screen.queryByText('Total raised')).not.toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByText('Total raised')).toBeInTheDocument())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
