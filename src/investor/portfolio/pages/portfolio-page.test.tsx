// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fundPositions, fundValue, investmentValue, money } from '@mocks/handlers/stats-valuation'
import { http } from '@/lib/api'
import { formatGBP } from '@/lib/format'
import { INVESTOR, investorPageHost, mockSettings } from '@/test/investor-page-host'
import { CHART_TITLES } from '../components/portfolio-charts'
import { RESERVATIONS_TITLE } from '../components/reservations-card'
import { NOT_YET_INVESTED_TITLE } from './portfolio-page'
import {
  heldFundIds,
  investedInvestments,
  pendingInvestments,
  heldOpportunityIds,
  openAt,
  rows,
} from '../test/portfolio-host'
import { expectLink } from '@/investor/test/expect-link'
import { placementBody } from '@mocks/testing/placement'

const host = investorPageHost(INVESTOR)

/**
 * The investor's figures worked out from the mock's own rows, as its stats endpoint values
 * them: only paid or completed investments count; reservations and cash calls are apart.
 */
function expectedTotals() {
  const db = host.api.host.db
  const me = host.user(INVESTOR)
  const today = new Date().toISOString().slice(0, 10)
  let invested = 0
  let value = 0
  for (const i of investedInvestments(host, me.id)) {
    const opp = db.table('investment-opportunities').find(Number(i.investment_opportunity_id))
    invested += Number(i.amount)
    value += investmentValue(db, i, opp, today, true)
  }
  for (const p of fundPositions(db, me.id, today)) {
    invested += p.called
    value += money(fundValue(db, p, today))
  }
  const holdings = heldOpportunityIds(host, me.id).length + heldFundIds(host, me.id).length
  const pending = pendingInvestments(host, me.id)
  const sum = (status: string) =>
    money(pending.filter((i) => i.status === status).reduce((s, i) => s + Number(i.amount), 0))
  return {
    invested: money(invested),
    value: money(value),
    holdings,
    reserved: sum('reserved'),
    awaiting: sum('awaiting_payment'),
  }
}

/** The value shown for a term of the totals list (or of another list of figures). */
function figure(label: string, list = 'Portfolio totals') {
  const totals = screen.getByRole('region', { name: list })
  const term = within(totals).getByText(label)
  return term.nextElementSibling?.textContent
}

const open = async () => {
  const view = await openAt('/investor/portfolio')
  await screen.findByRole('region', { name: 'Portfolio totals' })
  return view
}

describe('PortfolioPage', () => {
  it('shows the totals the mock data adds up to', async () => {
    await open()
    const want = expectedTotals()
    expect(want.holdings).toBeGreaterThan(0)
    expect(figure('Invested')).toBe(formatGBP(want.invested))
    expect(figure('Current value')).toBe(formatGBP(want.value))
    expect(figure('Holdings')).toBe(String(want.holdings))
    // Reservations and cash calls are shown apart, never in the totals (issue 25).
    expect(want.reserved).toBeGreaterThan(0)
    expect(want.awaiting).toBeGreaterThan(0)
    expect(figure('Reserved', NOT_YET_INVESTED_TITLE)).toBe(formatGBP(want.reserved))
    expect(figure('Awaiting payment', NOT_YET_INVESTED_TITLE)).toBe(formatGBP(want.awaiting))
    const change = money(want.value - want.invested)
    const label = change > 0 ? 'Total gain' : change < 0 ? 'Total loss' : 'Gain or loss'
    expect(figure(label)).toBe(
      `${change > 0 ? '+' : change < 0 ? '-' : ''}${formatGBP(Math.abs(change))}`,
    )
  })

  it('shows the holdings in the configured layouts, with the configured column labels', async () => {
    // A label set by the tenant (terminology > portfolio columns) replaces the default one.
    const tables = host.api.host.db.table('portfolio-tables')
    const standard = tables.first((t) => t.is_default === 1)!
    const columns = (standard.columns as { key: string; label: string; visible: boolean }[]).map(
      (c) => (c.key === 'amount' ? { ...c, label: 'Money in' } : c),
    )
    await tables.update(standard.id, { columns })
    await open()

    const table = await screen.findByRole('table', { name: `Your holdings: ${standard.name}` })
    const visible = columns.filter((c) => c.visible).map((c) => c.label)
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual(visible)
    expect(headers).toContain('Money in')

    const me = host.user(INVESTOR)
    const held = heldOpportunityIds(host, me.id)
    const funds = heldFundIds(host, me.id)
    // Header row plus one row per holding (a page holds 25).
    expect(within(table).getAllByRole('row')).toHaveLength(
      1 + Math.min(25, held.length + funds.length),
    )
    const opp = rows(host, 'investment-opportunities', (o) => o.id === held[0])[0]
    expectLink(String(opp.name), `/investor/portfolio/${opp.id}`, table)
    const fund = rows(host, 'funds', (f) => f.id === funds[0])[0]
    expectLink(String(fund.name), `/investor/portfolio/fund/${fund.id}`, table)

    // Every other layout is a tab with its own columns.
    const other = tables.first((t) => t.is_default !== 1)!
    await userEvent.click(screen.getByRole('tab', { name: String(other.name) }))
    const otherTable = await screen.findByRole('table', { name: `Your holdings: ${other.name}` })
    const otherLabels = (other.columns as { label: string; visible: boolean; order: number }[])
      .filter((c) => c.visible)
      .sort((a, b) => a.order - b.order)
      .map((c) => c.label)
    expect(
      within(otherTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(otherLabels)
  })

  it('lists fund holdings without a link when the funds feature is off', async () => {
    await mockSettings({ funds_enabled: 0 })
    await open()
    const fund = rows(
      host,
      'funds',
      (f) => f.id === heldFundIds(host, host.user(INVESTOR).id)[0],
    )[0]
    const table = await screen.findByRole('table', { name: /^Your holdings/ })
    expect(within(table).getByText(String(fund.name))).toBeInTheDocument()
    expect(within(table).queryByRole('link', { name: String(fund.name) })).toBeNull()
  })

  it('labels each chart and offers its numbers as a table', async () => {
    await open()
    const stats = (await http.get('/api/stats/investor')).data.data
    const value = screen.getByRole('img', {
      name: new RegExp(`^${CHART_TITLES.value}\\. Area chart\\.`),
    })
    expect(value).toBeInTheDocument()
    expect(
      screen.getByRole('img', {
        name: new RegExp(
          `^${CHART_TITLES.sector}\\. Donut chart\\. ${stats.allocation_by_sector.length} sectors`,
        ),
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: new RegExp(`^${CHART_TITLES.instrument}\\.`) }),
    ).toBeInTheDocument()

    const card = screen.getByRole('region', { name: CHART_TITLES.value })
    await userEvent.click(within(card).getByRole('button', { name: /^Show as table/ }))
    const table = within(card).getByRole('table', { name: `${CHART_TITLES.value} data` })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + stats.value_over_time.length)
    expect(within(table).getAllByText(formatGBP(stats.current_value)).length).toBeGreaterThan(0)

    const sector = screen.getByRole('region', { name: CHART_TITLES.sector })
    expect(
      within(sector).getByRole('list', { name: `${CHART_TITLES.sector} legend` }),
    ).toBeInTheDocument()
    // The chart code loads lazily and renders without throwing (happy-dom has no layout, so
    // recharts draws nothing; the skeleton leaving shows the module arrived).
    await waitFor(() => expect(document.querySelector('[data-chart-skeleton]')).toBeNull())
  })

  it('shows a reservation placed a moment ago apart from the money invested (issue 25)', async () => {
    const me = host.user(INVESTOR)
    // A new opportunity: none of the investor's money is in it yet, paid or not.
    const held = new Set(
      rows(host, 'investments', (i) => i.user_id === me.id).map((i) =>
        Number(i.investment_opportunity_id),
      ),
    )
    const opp = rows(
      host,
      'investment-opportunities',
      (o) => o.status === 2 && Number(o.stage) <= 4 && !held.has(o.id) && !o.market_sounding,
    )[0]
    const amount = Number(opp.minimum_investment ?? 1000)
    const before = expectedTotals()
    const res = await http.post('/api/investments', placementBody(host.api.host.db, opp, amount))
    const placed = res.data.data
    await open()

    // "Invested" and the holdings do not move; "Reserved" grows by the reservation.
    expect(figure('Invested')).toBe(formatGBP(before.invested))
    expect(figure('Holdings')).toBe(String(before.holdings))
    expect(figure('Reserved', NOT_YET_INVESTED_TITLE)).toBe(formatGBP(before.reserved + amount))

    const card = await screen.findByRole('region', { name: RESERVATIONS_TITLE })
    const holdingsTable = screen.getAllByRole('table', { name: /^Your holdings/ })[0]
    expect(within(holdingsTable).queryByText(String(opp.name))).toBeNull()
    const link = within(card).getByRole('link', { name: String(opp.name) })
    const row = link.closest('tr')!
    expect(within(row).getByText(formatGBP(amount))).toBeInTheDocument()
    expect(within(row).getByText(placed.payment_reference)).toBeInTheDocument()
    // The column holds the reference quoted when paying, and is named for it.
    expect(within(card).getByRole('columnheader', { name: 'Payment reference' })).toBeVisible()
    expect(within(card).queryByRole('columnheader', { name: /investor reference/i })).toBeNull()
    expect(within(row).getByText('Reserved allocation')).toBeInTheDocument()
    expect(figure('Holdings')).toBe(String(expectedTotals().holdings))
  })
})
