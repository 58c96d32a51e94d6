// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { INVESTOR, investorPageHost, logInAs, NEW_INVESTOR } from '@/test/investor-page-host'
import {
  fillAndReview,
  freshLiveOpportunity,
  hasTaxAndTerms,
  money,
  openInvest,
  renderInvest,
  table,
} from '../test/invest-kit'
import { expectLink } from '@/investor/test/expect-link'

const host = investorPageHost(INVESTOR)

const amountField = () => screen.getByLabelText('Investment amount')
const investmentsOf = (userId: number) =>
  table(host, 'investments').where((i) => i.user_id === userId)

describe('InvestPage: the heading', () => {
  it('names the opportunity while the reads that follow it are still on their way', async () => {
    const me = host.user(INVESTOR).id
    const opp = freshLiveOpportunity(host, me, hasTaxAndTerms(host))
    await http.post('/__mock/faults', {
      path: '/api/pre-emption-options',
      method: 'GET',
      delay_ms: 1500,
      times: 1,
    })
    try {
      await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual`)
      expect(
        await screen.findByRole('heading', { level: 1, name: `Invest in ${opp.name}` }),
      ).toBeInTheDocument()
      expect(screen.queryByLabelText('Investment amount')).toBeNull()
      expect(await screen.findByLabelText('Investment amount', {}, { timeout: 5000 })).toBeVisible()
    } finally {
      await http.delete('/__mock/faults')
    }
  })
})

describe('InvestPage: the amount', () => {
  it('enforces the minimum, maximum and increment before anything is sent', async () => {
    const { me, opp, user } = await openInvest(host)
    const before = investmentsOf(me).length
    const min = Number(opp.minimum_investment)
    const step = Number(opp.investment_increment)
    expect(screen.getByText(new RegExp(`^Minimum ${money(min)}`))).toBeInTheDocument()

    await fillAndReview(user, { amount: String(min - step) })
    expect(amountField()).toHaveAttribute('aria-invalid', 'true')
    expect(amountField()).toHaveFocus()
    expect(screen.getAllByText(`The minimum investment is ${money(min)}`).length).toBeGreaterThan(0)

    await fillAndReview(user, { amount: String(Number(opp.maximum_investment) + step) })
    expect(
      screen.getAllByText(`The maximum investment is ${money(opp.maximum_investment)}`).length,
    ).toBeGreaterThan(0)

    await fillAndReview(user, { amount: String(min + step / 2) })
    expect(screen.getAllByText(`Amounts go up in steps of ${money(step)}`).length).toBeGreaterThan(
      0,
    )
    expect(screen.queryByRole('button', { name: 'Confirm investment' })).toBeNull()
    expect(investmentsOf(me)).toHaveLength(before)
  })

  it('puts a 422 from the host on its field and keeps everything typed', async () => {
    const { opp, user } = await openInvest(host)
    const min = Number(opp.minimum_investment)
    await fillAndReview(user, { amount: String(min), tax: /^EIS|^SEIS/, terms: true })
    // Staff raise the minimum while the investor reviews: the host now refuses the amount.
    await table(host, 'investment-opportunities').update(opp.id, { minimum_investment: min * 2 })
    await user.click(await screen.findByRole('button', { name: 'Confirm investment' }))

    const field = await screen.findByLabelText('Investment amount')
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getAllByText(`The amount field must be at least ${min * 2}.`).length).toBe(2)
    expect(field).toHaveValue(new Intl.NumberFormat('en-GB').format(min))
    expect(screen.getByRole('radio', { name: /^EIS|^SEIS/ })).toBeChecked()
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the investment terms' }),
    ).toBeChecked()
  })
})

describe('InvestPage: reserving an allocation', () => {
  it('reserves it in the host (totals, intent, staff told) and shows the reservation', async () => {
    const { me, opp, user, view } = await openInvest(host)
    const raised = Number(opp.raised_amount)
    const notifications = table(host, 'notifications').count()
    const amount = Number(opp.minimum_investment)
    await fillAndReview(user, { amount: String(amount), tax: /^EIS|^SEIS/, terms: true })

    const review = await screen.findByRole('form', { name: 'Review' })
    expect(within(review).getByText(money(amount))).toBeInTheDocument()
    // A second click while the first is in flight is ignored.
    await user.dblClick(within(review).getByRole('button', { name: 'Confirm investment' }))

    const outcome = await screen.findByRole('heading', {
      level: 1,
      name: 'Your allocation is reserved',
    })
    // The confirm button is gone: focus moves to the outcome.
    await waitFor(() => expect(outcome.contains(document.activeElement)).toBe(true))
    const mine = table(host, 'investments').where(
      (i) => i.user_id === me && i.investment_opportunity_id === opp.id,
    )
    expect(mine).toHaveLength(1)
    const [made] = mine
    expect(made).toMatchObject({
      amount,
      status: 'reserved',
      payment_state: 'reserved',
      investor_type: 'individual',
      tax_option: opp.tax_relief,
      is_subsequent: 0,
    })
    expect(table(host, 'investment-opportunities').find(opp.id)!.raised_amount).toBeCloseTo(
      raised + amount,
    )
    const intent = table(host, 'intents').first(
      (i) => i.user_id === me && i.investment_opportunity_id === opp.id,
    )
    expect(intent).toMatchObject({ amount })
    const sent = table(host, 'notifications').all().slice(notifications)
    expect(
      sent.some((n) => (n.data as { icon: string }).icon === 'investment_opportunity_invested'),
    ).toBe(true)

    expect(view.router.state.location.search).toContain(`reserved=${made.id}`)
    const reservation = screen.getByRole('region', { name: 'Your reservation' })
    expect(within(reservation).getByText(money(amount))).toBeInTheDocument()
    expect(within(reservation).getByText(String(made.payment_reference))).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'What happens next' })).toBeInTheDocument()
    expectLink('View in portfolio', '/investor/portfolio')
    expectLink('My Reserved Allocations', '/investor/investments?tab=reserved')
  })

  it('goes back to edit without losing anything', async () => {
    const { opp, user } = await openInvest(host)
    const amount = Number(opp.minimum_investment)
    await fillAndReview(user, { amount: String(amount), tax: /^EIS|^SEIS/, terms: true })
    await user.click(await screen.findByRole('button', { name: 'Edit details' }))
    expect(await screen.findByLabelText('Investment amount')).toHaveValue(
      new Intl.NumberFormat('en-GB').format(amount),
    )
    expect(screen.getByRole('radio', { name: /^EIS|^SEIS/ })).toBeChecked()
  })
})

describe('InvestPage: arriving again', () => {
  it('shows a reservation again after a reload (its id is in the URL)', async () => {
    const me = host.user(INVESTOR).id
    const held = table(host, 'investments').first(
      (i) => i.user_id === me && i.status === 'reserved',
    )!
    const opp = table(host, 'investment-opportunities').find(
      Number(held.investment_opportunity_id),
    )!
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual&reserved=${held.id}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your allocation is reserved' }),
    ).toBeInTheDocument()
    expect(await screen.findAllByText(String(held.payment_reference))).not.toHaveLength(0)
    expect(screen.queryByLabelText('Investment amount')).toBeNull()
  })

  it('shows what blocks an investor instead of the form', async () => {
    await logInAs(NEW_INVESTOR)
    const opp = freshLiveOpportunity(host, host.user(NEW_INVESTOR).id)
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual`)
    expect(await screen.findByRole('region', { name: 'Before you can invest' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Investment amount')).toBeNull()
  })
})
