// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { formatDate, formatGBP } from '@/lib/format'
import { isInvested, notYetInvested, sumMoney } from '@/lib/investments'
import { investorPageHost, logInAs, NEW_INVESTOR } from '@/test/investor-page-host'
import { openOpportunity as open, opportunity, rows } from '../test/opportunities-host'
import { expectLink } from '@/investor/test/expect-link'

const host = investorPageHost()

/** A live opportunity the demo investor holds a reservation in, with every section seeded. */
const graniteledger = () => opportunity(host, (o) => String(o.slug).startsWith('graniteledger'))
const me = () => host.user('investor@example.com').id

const openOpportunity = (slug: string) => open(host, slug)

const region = (name: string) => screen.getByRole('region', { name })

describe('OpportunityPage: the call to invest', () => {
  it('says what the investor holds, and offers to invest while the opportunity is live', async () => {
    const o = graniteledger()
    const mine = rows(
      host,
      'investments',
      (i) => i.user_id === me() && i.investment_opportunity_id === o.id && i.status !== 'cancelled',
    )
    const invested = sumMoney(mine.filter(isInvested).map((i) => i.amount))
    const pending = notYetInvested(mine)
    const reserved = pending.reserved + pending.awaitingPayment
    expect(reserved).toBeGreaterThan(0)
    await openOpportunity(String(o.slug))
    const panel = region('Invest')
    // A reservation is money on its way in, never "invested" (issue 25).
    expect(
      await within(panel).findByText(`You have reserved ${formatGBP(reserved)}, not yet paid`),
    ).toBeVisible()
    if (invested > 0)
      expect(within(panel).getByText(`You have invested ${formatGBP(invested)}`)).toBeVisible()
    else expect(within(panel).queryByText(/You have invested/)).toBeNull()
    expectLink('Invest again', `/investor/investments/${o.slug}/investor-type`, panel)
  })

  it('offers "Invest now" where the investor holds nothing yet', async () => {
    const held = new Set(
      rows(host, 'investments', (i) => i.user_id === me()).map((i) => i.investment_opportunity_id),
    )
    const fresh = opportunity(host, (o) => o.status === 2 && !held.has(o.id))
    const { router } = await openOpportunity(String(fresh.slug))
    const panel = region('Invest')
    expect(within(panel).queryByText(/You have invested/)).toBeNull()
    await userEvent.click(within(panel).getByRole('link', { name: 'Invest now' }))
    expect(router.state.location.pathname).toBe(`/investor/investments/${fresh.slug}/investor-type`)
  })

  it('shows what stands in the way of an investor who may not invest yet', async () => {
    await logInAs(NEW_INVESTOR)
    const live = opportunity(host, (o) => o.status === 2)
    await openOpportunity(String(live.slug))
    const panel = region('Invest')
    expect(
      await within(panel).findByRole('heading', { name: 'Before you can invest' }),
    ).toBeInTheDocument()
    expect(within(panel).queryByRole('link', { name: 'Invest now' })).toBeNull()
  })

  it('offers nothing to invest in a closed opportunity the investor holds', async () => {
    const held = new Set(
      rows(host, 'investments', (i) => i.user_id === me() && i.status !== 'cancelled').map(
        (i) => i.investment_opportunity_id,
      ),
    )
    const closed = opportunity(host, (o) => o.status === 4 && held.has(o.id))
    await openOpportunity(String(closed.slug))
    const panel = region('Invest')
    expect(within(panel).getByText(/no longer takes new investment/)).toBeInTheDocument()
    expect(within(panel).queryByRole('link', { name: /Invest/ })).toBeNull()
    expect(await within(panel).findByText(/You have invested/)).toBeInTheDocument()
  })

  it('leads a holder of a completed opportunity to their open pre-emption offer (issue 11)', async () => {
    const [offer] = rows(
      host,
      'pre-emption-options',
      (p) => p.user_id === me() && p.status === 'open',
    )
    const completed = opportunity(host, (o) => o.id === offer.investment_opportunity_id)
    await openOpportunity(String(completed.slug))
    const panel = region('Invest')
    expect(
      await within(panel).findByText(
        new RegExp(`You have a pre-emption offer until ${formatDate(String(offer.deadline))}`),
      ),
    ).toBeInTheDocument()
    expect(within(panel).queryByText(/no longer takes new investment/)).toBeNull()
    expect(
      within(panel).getByRole('link', { name: /pre-emption (offer|answer)$/ }),
    ).toHaveAttribute('href', `/investor/investments/${completed.slug}/investor-type`)
  })
})
