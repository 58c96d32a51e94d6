// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import { formatDate, formatGBP } from '@/lib/format'
import { INVESTOR, investorPageHost, mockSettings } from '@/test/investor-page-host'
import { awaitingCashCalls, latestLive, openOverview, rows } from '../test/overview-host'
import { expectLink } from '@/investor/test/expect-link'

const host = investorPageHost(INVESTOR)

type Stats = components['schemas']['InvestorStats']
const region = (name: string) => screen.getByRole('region', { name })
const figure = (label: string) =>
  within(region('Your portfolio')).getByText(label, { selector: 'dt' }).nextElementSibling

async function openAndSettle() {
  const view = await openOverview()
  await within(await screen.findByRole('region', { name: 'Your portfolio' })).findByText('Invested')
  await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0))
  return view
}

describe('InvestorOverviewPage for investor@example.com', () => {
  it('greets the investor by first name', async () => {
    await openOverview()
    const name = String(host.user(INVESTOR).name)
    expect(
      screen.getByRole('heading', { level: 1, name: `Welcome back, ${name}` }),
    ).toBeInTheDocument()
  })

  it('shows the headline figures the host computes, the change signed, coloured and worded', async () => {
    await openAndSettle()
    const stats = (await http.get<{ data: Stats }>('/api/stats/investor')).data.data
    const whole = (n: number) => formatGBP(n, { pence: 'never' })
    expect(figure('Invested')).toHaveTextContent(whole(stats.invested))
    expect(figure('Current value')).toHaveTextContent(whole(stats.current_value))
    expect(figure('Holdings')).toHaveTextContent(String(stats.holdings_count))
    expect(stats.change_absolute).toBeGreaterThan(0)
    expect(figure('Change')).toHaveTextContent(`+${whole(stats.change_absolute)}`)
    const words = `Up ${stats.change_percent.toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`
    const detail = within(region('Your portfolio')).getByText(new RegExp(`^${words}`))
    expect(detail.parentElement!.querySelector('svg')).not.toBeNull()
    expect(
      within(region('Your portfolio')).getByRole('link', { name: 'View Portfolio' }),
    ).toHaveAttribute('href', '/investor/portfolio')
  })

  it('shows what is reserved or awaiting payment apart from "Invested" (issue 25)', async () => {
    await openAndSettle()
    const stats = (await http.get<{ data: Stats }>('/api/stats/investor')).data.data
    const whole = (n: number) => formatGBP(n, { pence: 'never' })
    const me = host.user(INVESTOR).id
    const mine = rows(host, 'investments', (i) => i.user_id === me)
    const sum = (status: string) =>
      mine.filter((i) => i.status === status).reduce((s, i) => s + Number(i.amount), 0)
    const paid = sum('paid') + sum('completed')
    // "Invested" is the money paid (and fund capital called), never a reservation.
    expect(stats.invested).toBeGreaterThanOrEqual(paid)
    expect(stats.not_yet_invested.reserved).toBe(sum('reserved'))
    const apart = region('Not yet invested')
    const value = (label: string) =>
      within(apart).getByText(label, { selector: 'dt' }).nextElementSibling
    expect(value('Reserved')).toHaveTextContent(whole(sum('reserved')))
    expect(value('Awaiting payment')).toHaveTextContent(whole(sum('awaiting_payment')))
  })

  it('lists the unpaid cash calls and the market sounding awaiting an answer', async () => {
    await openAndSettle()
    const card = region('Needs your attention')
    const calls = awaitingCashCalls(host, INVESTOR)
    expect(calls.length).toBeGreaterThan(0)
    for (const call of calls) {
      const opportunity = host.api.host.db
        .table('investment-opportunities')
        .find(Number(call.investment_opportunity_id))!
      expect(
        within(card).getByText(`Pay ${formatGBP(Number(call.amount))} for ${opportunity.name}`),
      ).toBeInTheDocument()
      expect(
        within(card).getByRole('link', { name: `See how to pay for ${opportunity.name}` }),
      ).toHaveAttribute('href', '/investor/investments?tab=awaiting')
    }
    const [sounding] = rows(
      host,
      'market-soundings',
      (s) => s.user_id === host.user(INVESTOR).id && s.response === null,
    )
    const link = within(card).getByRole('link', { name: /^Respond to the .* sounding$/ })
    expect(link).toHaveAttribute('href', `/investor/investments/market-sounding/${sounding.id}`)
    expect(screen.queryByText("You're all set")).toBeNull()
  })

  it('lists an unanswered pre-emption offer with the way to answer it (issue 11)', async () => {
    const me = host.user(INVESTOR).id
    const answered = new Set(
      rows(host, 'pre-emption-choices', () => true).map((c) => c.pre_emption_option_id),
    )
    const [offer] = rows(
      host,
      'pre-emption-options',
      (o) => o.user_id === me && o.status === 'open' && !answered.has(o.id),
    )
    const opp = host.api.host.db
      .table('investment-opportunities')
      .find(Number(offer.investment_opportunity_id))!
    await openAndSettle()
    const card = region('Needs your attention')
    expect(
      within(card).getByText(
        `You have a pre-emption offer in ${opp.name} until ${formatDate(String(offer.deadline))}`,
      ),
    ).toBeInTheDocument()
    expect(
      within(card).getByRole('link', { name: `Answer the offer in ${opp.name}` }),
    ).toHaveAttribute('href', `/investor/investments/${opp.slug}/investor-type`)
  })

  it('leaves market soundings out where the feature is off', async () => {
    await mockSettings({ market_sounding_enabled: 0 })
    await openAndSettle()
    expect(within(region('Needs your attention')).queryByText(/market sounding/)).toBeNull()
  })

  it('says "You\'re all set" when nothing is waiting', async () => {
    await mockSettings({ market_sounding_enabled: 0 })
    for (const call of awaitingCashCalls(host, INVESTOR))
      await host.api.host.db.table('investments').update(call.id, {
        payment_state: 'cash_call_received',
        status: 'paid',
      })
    for (const offer of rows(
      host,
      'pre-emption-options',
      (o) => o.user_id === host.user(INVESTOR).id && o.status === 'open',
    ))
      await host.api.host.db.table('pre-emption-options').update(offer.id, { status: 'lapsed' })
    await openAndSettle()
    const card = region('Needs your attention')
    expect(within(card).getByText("You're all set")).toBeInTheDocument()
    expect(within(card).getByText('Nothing needs your attention right now.')).toBeInTheDocument()
  })

  it('shows the three newest live opportunities, each opening its page', async () => {
    await openAndSettle()
    const card = region('Latest opportunities')
    const expected = latestLive(host, INVESTOR).slice(0, 3)
    const titles = within(card)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(titles).toEqual(expected.map((o) => o.name))
    expectLink(String(expected[0].name), `/investor/investments/${expected[0].slug}`, card)
    await userEvent.click(within(card).getByRole('link', { name: 'View all Investments' }))
    expect(screen.getByText('Page at /investor/investments')).toBeInTheDocument()
  })

  it('shows the three latest news items, linking to each report', async () => {
    await openAndSettle()
    const news = (
      await http.get<{ data: { id: number; title: string }[] }>('/api/reports/news?per_page=3')
    ).data.data
    const card = region('Latest News')
    for (const item of news) expectLink(item.title, `/investor/news/reports/${item.id}`, card)
    expect(within(card).getAllByRole('article')).toHaveLength(3)
    expectLink('View all News', '/investor/news', card)
  })

  it('keeps the rest of the page when the figures fail, and retries them', async () => {
    await http.post('/__mock/faults', { path: '/api/stats/investor', status: 500, times: 1 })
    await openOverview()
    const alert = await within(region('Your portfolio')).findByRole('alert')
    expect(alert).toHaveTextContent('Your portfolio figures could not be loaded.')
    expect(await within(region('Latest opportunities')).findAllByRole('article')).toHaveLength(3)
    expect(await within(region('Latest News')).findAllByRole('article')).toHaveLength(3)
    expect(
      await within(region('Needs your attention')).findAllByRole('link', {
        name: /See how to pay/,
      }),
    ).not.toHaveLength(0)
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(region('Your portfolio')).findByText('Invested')).toBeInTheDocument()
  })

  it('shows a failed attention source with its own retry beside the others', async () => {
    await http.post('/__mock/faults', { path: '/api/investments/user', status: 500, times: 1 })
    await openOverview()
    const card = region('Needs your attention')
    const alert = await within(card).findByRole('alert')
    expect(alert).toHaveTextContent('Your cash calls could not be loaded.')
    expect(await within(card).findByRole('link', { name: /^Respond to the/ })).toBeInTheDocument()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(card).findAllByRole('link', { name: /See how to pay/ })).not.toHaveLength(0)
    expect(within(card).queryByRole('alert')).toBeNull()
  })

  it('still works where the portfolio display setting leaves Overview out of the navigation', async () => {
    await mockSettings({ portfolio_display: 1 })
    await openAndSettle()
    expect(screen.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeInTheDocument()
    expect(figure('Invested')).not.toBeNull()
  })
})
