// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fundPositions, fundValue, money } from '@mocks/handlers/stats-valuation'
import { formatGBP } from '@/lib/format'
import { INVESTOR, investorPageHost, mockSettings } from '@/test/investor-page-host'
import { LEDGER_CAPTION, LEDGER_PER_PAGE } from '../components/fund-ledger-table'
import { NAV_TITLE } from './fund-holding-page'
import { heldFundIds, openAt, rows } from '../test/portfolio-host'
import { expectLink } from '@/investor/test/expect-link'

const host = investorPageHost(INVESTOR)
afterEach(() => vi.restoreAllMocks())

const me = () => host.user(INVESTOR)
const entriesOf = (fundId: number) =>
  rows(host, 'fund-ledger', (e) => e.fund_id === fundId && e.user_id === me().id)

function figure(label: string) {
  const region = screen
    .getAllByRole('region')
    .find((r) => /figures$/.test(r.getAttribute('aria-label') ?? ''))!
  return within(region).getByText(label).nextElementSibling?.textContent
}

describe('FundHoldingPage', () => {
  it("shows the investor's position, the NAV history, their ledger and the fund's reports", async () => {
    await mockSettings({ funds_enabled: 1 })
    const fundId = heldFundIds(host, me().id).sort(
      (a, b) => entriesOf(b).length - entriesOf(a).length,
    )[0]
    const fund = rows(host, 'funds', (f) => f.id === fundId)[0]
    const today = new Date().toISOString().slice(0, 10)
    const position = fundPositions(host.api.host.db, me().id, today).find(
      (p) => p.fund.id === fundId,
    )!
    await openAt(`/investor/portfolio/fund/${fundId}`)

    expect(
      await screen.findByRole('heading', { level: 1, name: String(fund.name) }),
    ).toBeInTheDocument()
    expect(figure('Current value')).toBe(
      formatGBP(money(fundValue(host.api.host.db, position, today))),
    )
    expect(figure('Capital called')).toBe(formatGBP(position.called))

    expect(
      screen.getByRole('img', { name: new RegExp(`^${NAV_TITLE}\\. Line chart\\.`) }),
    ).toBeInTheDocument()

    const entries = entriesOf(fundId)
    const ledger = screen.getByRole('table', { name: LEDGER_CAPTION })
    expect(within(ledger).getAllByRole('row')).toHaveLength(
      1 + Math.min(LEDGER_PER_PAGE, entries.length),
    )
    expect(entries.length).toBeGreaterThan(LEDGER_PER_PAGE)
    {
      await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
      expect(
        within(screen.getByRole('table', { name: LEDGER_CAPTION })).getAllByRole('row'),
      ).toHaveLength(1 + Math.min(LEDGER_PER_PAGE, entries.length - LEDGER_PER_PAGE))
    }

    const report = rows(host, 'reports', (r) => r.fund_id === fundId && r.status === 'live')[0]
    expect(report).toBeDefined()
    expectLink(String(report.title), `/investor/portfolio/fund/${fundId}/reports/${report.id}`)
  })

  it('is not found without the funds feature', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await mockSettings({ funds_enabled: 0 })
    await openAt(`/investor/portfolio/fund/${heldFundIds(host, me().id)[0]}`)
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })

  it('is not found for a fund the investor holds nothing in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await mockSettings({ funds_enabled: 1 })
    const held = new Set(heldFundIds(host, me().id))
    const other = rows(host, 'funds', (f) => !held.has(f.id))[0]
    await openAt(`/investor/portfolio/fund/${other.id}`)
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })
})

describe('FundReportPage', () => {
  it("renders a report of the investor's fund, and no other fund's", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await mockSettings({ funds_enabled: 1 })
    const held = heldFundIds(host, me().id)
    const report = rows(
      host,
      'reports',
      (r) => held.includes(Number(r.fund_id)) && r.status === 'live',
    )[0]
    const fund = rows(host, 'funds', (f) => f.id === report.fund_id)[0]
    const view = await openAt(`/investor/portfolio/fund/${fund.id}/reports/${report.id}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: String(report.title) }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: `Back to ${fund.name}` })).toHaveAttribute(
      'href',
      `/investor/portfolio/fund/${fund.id}`,
    )
    view.unmount()

    const other = held.find((id) => id !== fund.id)!
    await openAt(`/investor/portfolio/fund/${other}/reports/${report.id}`)
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })
})
