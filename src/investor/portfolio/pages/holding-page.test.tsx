// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Row } from '@mocks/db/db'
import { investmentValue, money } from '@mocks/handlers/stats-valuation'
import { formatDate, formatGBP } from '@/lib/format'
import { NOT_YET_INVESTED_TITLE } from './portfolio-page'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import {
  investedInvestments,
  heldOpportunityIds,
  openAt,
  pendingInvestments,
  rows,
} from '../test/portfolio-host'
import { expectLink } from '@/investor/test/expect-link'

const host = investorPageHost(INVESTOR)
afterEach(() => vi.restoreAllMocks())

const me = () => host.user(INVESTOR)
const publicDocs = (oppId: number) =>
  rows(
    host,
    'documents',
    (d) =>
      d.documentable_type === 'investment-opportunities' &&
      d.documentable_id === oppId &&
      d.visibility === 'public',
  )
const liveReports = (oppId: number, type: string) =>
  rows(
    host,
    'reports',
    (r) => r.investment_opportunity_id === oppId && r.type === type && r.status === 'live',
  )

/** A held opportunity meeting `where` (the seed holds several of each kind). */
function heldWhere(where: (id: number) => boolean): Row {
  const id = heldOpportunityIds(host, me().id).find(where)
  if (id === undefined) throw new Error('test: the seed holds no such opportunity')
  return rows(host, 'investment-opportunities', (o) => o.id === id)[0]
}

function figure(label: string) {
  const region = screen
    .getAllByRole('region')
    .find((r) => /figures$/.test(r.getAttribute('aria-label') ?? ''))!
  return within(region).getByText(label).nextElementSibling?.textContent
}

describe('HoldingPage', () => {
  it("shows the holding's figures and its transactions", async () => {
    const opp = heldWhere(
      (id) =>
        investedInvestments(host, me().id).filter((i) => i.investment_opportunity_id === id)
          .length > 1,
    )
    const mine = rows(
      host,
      'investments',
      (i) => i.user_id === me().id && i.investment_opportunity_id === opp.id,
    )
    const active = mine.filter((i) => i.status === 'paid' || i.status === 'completed')
    const today = new Date().toISOString().slice(0, 10)
    const value = money(
      active.reduce((s, i) => s + investmentValue(host.api.host.db, i, opp, today, true), 0),
    )
    await openAt(`/investor/portfolio/${opp.id}`)

    expect(
      await screen.findByRole('heading', { level: 1, name: String(opp.name) }),
    ).toBeInTheDocument()
    expect(figure('Current value')).toBe(formatGBP(value))
    expect(figure('Invested')).toBe(formatGBP(active.reduce((s, i) => s + Number(i.amount), 0)))
    expect(figure('Shares')).toBe(
      active.reduce((s, i) => s + Number(i.shares ?? 0), 0).toLocaleString('en-GB'),
    )
    expectLink('Back to Portfolio', '/investor/portfolio')

    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const table = screen.getByRole('table', { name: 'Transactions' })
    // Every investment not cancelled is a transaction, paid or not.
    const listed = mine.filter((i) => i.status !== 'cancelled')
    expect(within(table).getAllByRole('row')).toHaveLength(1 + listed.length)
    expect(within(table).getByText('Follow-on')).toBeInTheDocument()
    for (const h of ['Date', 'Type', 'Amount', 'Shares', 'Share price', 'Status'])
      expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument()
  })

  it('lists the public documents, the updates and the KPI reports in their tabs', async () => {
    const opp = heldWhere(
      (id) =>
        liveReports(id, 'update').length > 0 &&
        liveReports(id, 'kpi').length > 0 &&
        publicDocs(id).length > 0,
    )
    const docs = rows(
      host,
      'documents',
      (d) => d.documentable_type === 'investment-opportunities' && d.documentable_id === opp.id,
    )
    await openAt(`/investor/portfolio/${opp.id}?tab=documents`)
    await screen.findByRole('heading', { level: 1, name: String(opp.name) })

    const panel = () => screen.getByRole('tabpanel')
    for (const d of docs.filter((d) => d.visibility === 'public'))
      expectLink(String(d.name), `/investor/pdf/${d.id}`, panel())
    for (const d of docs.filter((d) => d.visibility === 'private'))
      expect(within(panel()).queryByRole('link', { name: String(d.name) })).toBeNull()

    await userEvent.click(screen.getByRole('tab', { name: 'Updates' }))
    const update = liveReports(opp.id, 'update')[0]
    expect(
      await within(panel()).findByRole('link', { name: String(update.title) }),
    ).toHaveAttribute('href', `/investor/portfolio/${opp.id}/reports/${update.id}`)

    await userEvent.click(screen.getByRole('tab', { name: 'Reports' }))
    expectLink('View KPI charts', `/investor/portfolio/${opp.id}/reports/kpis`, panel())
    expect(
      within(panel()).getByRole('link', { name: String(liveReports(opp.id, 'kpi')[0].title) }),
    ).toBeInTheDocument()

    await userEvent.click(screen.getByRole('tab', { name: 'Performance' }))
    expect(
      within(panel()).getByRole('img', { name: /^Share price\. Line chart\./ }),
    ).toBeInTheDocument()
  })

  it.each([
    [
      'an opportunity the investor has no money in',
      (h: typeof host) => {
        const touched = new Set(
          rows(h, 'investments', (i) => i.user_id === h.user(INVESTOR).id).map((i) =>
            Number(i.investment_opportunity_id),
          ),
        )
        return rows(h, 'investment-opportunities', (o) => o.status === 2 && !touched.has(o.id))[0]
          .id
      },
    ],
    [
      'one whose every investment was cancelled',
      (h: typeof host) => {
        const mine = rows(h, 'investments', (i) => i.user_id === h.user(INVESTOR).id)
        const open = new Set(
          mine.filter((i) => i.status !== 'cancelled').map((i) => i.investment_opportunity_id),
        )
        return mine.find((i) => i.status === 'cancelled' && !open.has(i.investment_opportunity_id))!
          .investment_opportunity_id
      },
    ],
    ['an unknown id', () => 999999],
  ])('is not found for %s', async (_what, pick) => {
    // React reports the error the route catches; the probe below is what matters.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await openAt(`/investor/portfolio/${pick(host)}`)
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })

  it('shows a reservation not yet paid as reserved, never as invested (issue 25)', async () => {
    const held = new Set(heldOpportunityIds(host, me().id))
    const reservation = pendingInvestments(host, me().id).find(
      (i) => i.status === 'reserved' && !held.has(Number(i.investment_opportunity_id)),
    )!
    const opp = rows(
      host,
      'investment-opportunities',
      (o) => o.id === reservation.investment_opportunity_id,
    )[0]
    await openAt(`/investor/portfolio/${opp.id}`)
    await screen.findByRole('heading', { level: 1, name: String(opp.name) })

    expect(screen.queryByRole('region', { name: `${opp.name} figures` })).toBeNull()
    const apart = screen.getByRole('region', {
      name: `${opp.name} ${NOT_YET_INVESTED_TITLE.toLowerCase()}`,
    })
    expect(within(apart).getByText('Reserved').nextElementSibling).toHaveTextContent(
      formatGBP(Number(reservation.amount)),
    )
    expect(within(apart).queryByText('Invested')).toBeNull()
    const table = screen.getByRole('table', { name: 'Transactions' })
    expect(within(table).getByText(formatGBP(Number(reservation.amount)))).toBeInTheDocument()
  })

  it('shows an open pre-emption offer on the holding, with the way to answer it (issue 11)', async () => {
    const [offer] = rows(
      host,
      'pre-emption-options',
      (p) => p.user_id === me().id && p.status === 'open',
    )
    const opp = rows(
      host,
      'investment-opportunities',
      (o) => o.id === offer.investment_opportunity_id,
    )[0]
    await openAt(`/investor/portfolio/${opp.id}`)
    const card = await screen.findByRole('region', {
      name: `You have a pre-emption offer until ${formatDate(String(offer.deadline))}`,
    })
    expect(card).toHaveTextContent(formatGBP(Number(offer.entitlement_amount)))
    expect(
      within(card).getByRole('link', { name: /^(Answer the offer|Review your answer)$/ }),
    ).toHaveAttribute('href', `/investor/investments/${opp.slug}/investor-type`)
  })
})
