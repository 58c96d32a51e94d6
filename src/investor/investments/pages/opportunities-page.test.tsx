// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Row } from '@mocks/db/db'
import { formatGBP } from '@/lib/format'
import { investorPageHost, mockSettings } from '@/test/investor-page-host'
import { openAt, openList, rows, search } from '../test/opportunities-host'
import { expectLink } from '@/investor/test/expect-link'

const host = investorPageHost()

/** What the API's investor scope and the page's live filter leave for investor@example.com. */
function visibleLive() {
  const me = host.user('investor@example.com').id
  const invited = new Set(
    rows(host, 'invitations', (i) => i.user_id === me).map((i) => i.investment_opportunity_id),
  )
  return rows(host, 'investment-opportunities', (o) =>
    o.status === 2 ? true : o.status === 3 && invited.has(o.id),
  )
}

const byCloseThenName = (a: Row, b: Row) =>
  String(a.close_date).localeCompare(String(b.close_date)) ||
  String(a.name).localeCompare(String(b.name))

const cards = () => screen.getAllByRole('article')
const cardTitles = () =>
  cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent)
describe('OpportunitiesPage: Reserve An Allocation', () => {
  it('shows the live opportunities open to the investor as cards, closing soonest first', async () => {
    await openList()
    const live = visibleLive().sort(byCloseThenName)
    expect(screen.getByRole('heading', { level: 1, name: 'Investments' })).toBeInTheDocument()
    expect(cardTitles()).toEqual(live.slice(0, 12).map((o) => o.name))
    expect(screen.getByText(`Showing 1–12 of ${live.length} opportunities`)).toBeInTheDocument()

    const first = live[0]
    const card = cards()[0]
    expectLink(String(first.name), `/investor/investments/${first.slug}`, card)
    const figure = (term: string) => within(card).getByText(term).nextElementSibling?.textContent
    expect(figure('Target')).toBe(formatGBP(Number(first.target_amount), { pence: 'never' }))
    expect(figure('Minimum investment')).toBe(formatGBP(Number(first.minimum_investment)))
    expect(figure('Closing date')).toMatch(/\d{1,2} \w{3} \d{4}/)
    expect(within(card).getByRole('progressbar', { name: 'Raised so far' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringContaining(`of the ${formatGBP(Number(first.target_amount))} target`),
    )
    expect(within(card).getByText(String(first.company_name))).toBeInTheDocument()
  })

  it('searches by name, keeping the search in the URL', async () => {
    const { router } = await openList()
    const target = visibleLive().find((o) => String(o.name).startsWith('Graniteledger'))!
    const box = screen.getByRole('searchbox', { name: 'Search opportunities' })
    await userEvent.type(box, 'Graniteledger{Enter}')
    await waitFor(() => expect(cardTitles()).toEqual([target.name]))
    expect(search(router)).toContain('search=Graniteledger')
  })

  it('filters by status and industry, and sorts, through the URL', async () => {
    const { router } = await openList()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Status' }),
      'Live - Internal',
    )
    await waitFor(() => expect(search(router)).toContain('filter[status]=3'))
    const internal = visibleLive().filter((o) => o.status === 3)
    await waitFor(() => expect(cards()).toHaveLength(internal.length))
    for (const card of cards())
      expect(within(card).getByText('Live - Internal')).toBeInTheDocument()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any status')
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Largest target',
    )
    await waitFor(() => expect(search(router)).toContain('sort=-target_amount'))
    const largest = [...visibleLive()].sort(
      (a, b) =>
        Number(b.target_amount) - Number(a.target_amount) ||
        String(a.name).localeCompare(String(b.name)),
    )
    await waitFor(() => expect(cardTitles()[0]).toBe(largest[0].name))

    const industry = rows(host, 'industries', (i) => i.id === largest[0].industry_id)[0]
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Industry' }),
      String(industry.name),
    )
    await waitFor(() => expect(search(router)).toContain(`filter[industry_id]=${industry.id}`))
    const inIndustry = visibleLive().filter((o) => o.industry_id === industry.id)
    await waitFor(() => expect(cards()).toHaveLength(inIndustry.length))
  })

  it('restores filters from a bookmarked URL and offers to clear them when nothing matches', async () => {
    await openAt('/investor/investments?search=no-such-company&filter[status]=3')
    expect(await screen.findByText('No opportunities match')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search opportunities' })).toHaveValue(
      'no-such-company',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(cards().length).toBe(12))
  })

  it('shows tax relief badges and the tax filter only with the tax feature', async () => {
    const first = await openList()
    expect(screen.getByRole('combobox', { name: 'Tax relief' })).toBeInTheDocument()
    expect(screen.getAllByRole('list', { name: 'Tax relief' }).length).toBeGreaterThan(0)

    first.unmount()
    await mockSettings({ tax: 0 })
    await openList()
    expect(screen.queryByRole('combobox', { name: 'Tax relief' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Tax relief' })).toBeNull()
  })

  it('offers no order or filter by what is withheld before a promotion statement', async () => {
    await mockSettings({ financialPromotionExceptions: true })
    try {
      await openList('/investor/investments?sort=-target_amount')
      const sort = screen.getByRole('combobox', { name: 'Sort by' })
      expect(
        within(sort)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Newest'])
      expect(sort).toHaveValue('-created_at')
      expect(screen.queryByRole('combobox', { name: 'Tax relief' })).toBeNull()
    } finally {
      await mockSettings({ financialPromotionExceptions: false })
    }
  })
})

describe('OpportunitiesPage: market soundings', () => {
  it('lists the soundings awaiting a response, only with the market sounding feature', async () => {
    const first = await openList()
    const me = host.user('investor@example.com').id
    const pending = rows(host, 'market-soundings', (s) => s.user_id === me && s.response === null)
    const opp = rows(
      host,
      'investment-opportunities',
      (o) => o.id === pending[0].investment_opportunity_id,
    )[0]
    const notice = await screen.findByRole('region', {
      name: 'You have 1 market sounding awaiting your response',
    })
    // Not named until the investor agrees to receive it: which company is raising is inside
    // information (market-sounding-page.tsx).
    expectLink('Market sounding', `/investor/investments/market-sounding/${pending[0].id}`, notice)
    expect(within(notice).queryByText(new RegExp(String(opp.name)))).toBeNull()

    first.unmount()
    await mockSettings({ marketSounding: 0 })
    await openList()
    expect(screen.queryByText(/market sounding/)).toBeNull()
  })
})
