// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { Row } from '@mocks/db/db'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { http } from '@/lib/api'
import { INVESTOR, investorPageHost, renderPage } from '@/test/investor-page-host'
import {
  demoOption,
  fillAndReview,
  freshLiveOpportunity,
  holds,
  money,
  renderInvest,
  table,
} from '../test/invest-kit'
import { InvestPage } from './invest-page'

const host = investorPageHost(INVESTOR)
afterEach(() => vi.restoreAllMocks())

const posts = () => vi.spyOn(http, 'post')
const postedTo = (spy: ReturnType<typeof posts>) => spy.mock.calls.map(([url]) => url)

/** Reviews and confirms the least the opportunity takes, without tax relief where it asks. */
async function reserveMinimum(user: UserEvent, opp: Row) {
  const tax = screen.queryByRole('radio', { name: 'No tax relief' })
  await fillAndReview(user, {
    amount: String(opp.minimum_investment),
    tax: tax ? 'No tax relief' : undefined,
    terms: screen.queryByRole('checkbox') !== null,
  })
  await user.click(await screen.findByRole('button', { name: 'Confirm investment' }))
  await screen.findByRole('heading', { level: 1, name: 'Your allocation is reserved' })
}

describe('InvestPage for an existing holder', () => {
  it('records a pre-emption take-up and invests the entitlement as a follow-on', async () => {
    const { me, option, opp } = demoOption(host, false)
    const entitlement = Number(option.entitlement_amount)
    const spy = posts()
    const user = userEvent.setup({ delay: null })
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual`)
    expect(
      await screen.findByRole('region', { name: 'Your pre-emption right' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: /^Maintain my holding/ }))
    expect(screen.getByLabelText('Investment amount')).toHaveValue(
      new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(entitlement),
    )
    await fillAndReview(user, { terms: screen.queryByRole('checkbox') !== null })
    expect(
      screen.getByText(`Maintain my holding: invest my entitlement of ${money(entitlement)}`),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Confirm investment' }))
    await screen.findByRole('heading', { level: 1, name: 'Your allocation is reserved' })

    expect(postedTo(spy)).toEqual(['/api/pre-emption-choices', '/api/investments/subsequent'])
    expect(
      table(host, 'pre-emption-choices').first((c) => c.pre_emption_option_id === option.id),
    ).toMatchObject({ user_id: me, choice: 2, amount: entitlement })
    const made = table(host, 'investments')
      .where((i) => i.user_id === me && i.investment_opportunity_id === opp.id)
      .at(-1)!
    expect(made).toMatchObject({ amount: entitlement, is_subsequent: 1, status: 'reserved' })
    expect(table(host, 'pre-emption-options').find(option.id)!.status).toBe('exercised')
  })

  it('records a holder declining their entitlement, without investing', async () => {
    const { me, option, opp } = demoOption(host, false)
    const before = table(host, 'investments').where((i) => i.user_id === me).length
    const user = userEvent.setup({ delay: null })
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual`)
    await user.click(await screen.findByRole('radio', { name: 'Do not take up my entitlement' }))
    expect(screen.queryByLabelText('Investment amount')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Review my choice' }))
    await user.click(await screen.findByRole('button', { name: 'Confirm choice' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your choice has been recorded' }),
    ).toBeInTheDocument()
    expect(
      table(host, 'pre-emption-choices').first((c) => c.pre_emption_option_id === option.id),
    ).toMatchObject({ choice: 1, amount: null })
    expect(table(host, 'investments').where((i) => i.user_id === me)).toHaveLength(before)
    expect(table(host, 'pre-emption-options').find(option.id)!.status).toBe('open')
  })

  it('asks a holder for their pre-emption answer before review', async () => {
    const { opp } = demoOption(host, false)
    const user = userEvent.setup({ delay: null })
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual`)
    await user.click(await screen.findByRole('button', { name: 'Review investment' }))
    expect(
      screen.getAllByText('Choose what you would like to do with your entitlement').length,
    ).toBeGreaterThan(0)
  })

  it('sends a follow-on in a live round it already holds to /subsequent', async () => {
    const me = host.user(INVESTOR).id
    const opp = table(host, 'investment-opportunities').first(
      (o) =>
        o.status === 2 &&
        holds(host, me, o.id) &&
        !table(host, 'pre-emption-options').first(
          (p) => p.investment_opportunity_id === o.id && p.user_id === me,
        ),
    )!
    const spy = posts()
    const user = userEvent.setup({ delay: null })
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual`)
    await screen.findByLabelText('Investment amount')
    expect(screen.queryByRole('region', { name: 'Your pre-emption right' })).toBeNull()
    await reserveMinimum(user, opp)
    expect(postedTo(spy)).toEqual(['/api/investments/subsequent'])
  })
})

describe('InvestPage: how they invest', () => {
  it('invests through an organisation on /org', async () => {
    const me = host.user(INVESTOR).id
    const opp = freshLiveOpportunity(host, me)
    const org = table(host, 'organisations').first((o) => o.name === 'Whitaker Capital Ltd')!
    const spy = posts()
    const user = userEvent.setup({ delay: null })
    await renderInvest(
      `/investor/investments/${opp.slug}/invest?as=organisation&organisation=${org.id}`,
    )
    expect(await screen.findByRole('region', { name: 'Investing as' })).toHaveTextContent(
      'Whitaker Capital Ltd',
    )
    await reserveMinimum(user, opp)
    expect(postedTo(spy)).toEqual(['/api/investments/org'])
    expect(
      table(host, 'investments').first(
        (i) => i.user_id === me && i.investment_opportunity_id === opp.id,
      ),
    ).toMatchObject({ investor_type: 'organisation', organisation_id: org.id, tax_option: 'none' })
  })

  it('asks for the pension provider and sends it to /pension', async () => {
    const me = host.user(INVESTOR).id
    const opp = freshLiveOpportunity(host, me)
    const user = userEvent.setup({ delay: null })
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=pension`)
    const tax = await screen
      .findByLabelText('Investment amount')
      .then(() => screen.queryByRole('radio', { name: 'No tax relief' }))
    const answers = {
      amount: String(opp.minimum_investment),
      tax: tax ? 'No tax relief' : undefined,
      terms: screen.queryByRole('checkbox') !== null,
    }
    await fillAndReview(user, answers)
    expect(screen.getAllByText('Enter the name of your pension provider').length).toBeGreaterThan(0)
    await user.type(screen.getByLabelText('Pension provider'), 'AJ Bell Investcentre')
    await user.click(screen.getByRole('button', { name: 'Review investment' }))
    await user.click(await screen.findByRole('button', { name: 'Confirm investment' }))
    await screen.findByRole('heading', { level: 1, name: 'Your allocation is reserved' })
    expect(
      table(host, 'investments').first(
        (i) => i.user_id === me && i.investment_opportunity_id === opp.id,
      ),
    ).toMatchObject({ investor_type: 'pension', pension_provider: 'AJ Bell Investcentre' })
  })

  it('sends an investor whose choice is not theirs back to choose', async () => {
    const opp = freshLiveOpportunity(host, host.user(INVESTOR).id)
    await renderPage({
      at: `/investor/investments/${opp.slug}/invest?as=organisation&organisation=999999`,
      routes: [{ path: '/investor/investments/:slug/invest', element: <InvestPage /> }],
    })
    expect(
      await screen.findByText(`Page at /investor/investments/${opp.slug}/investor-type`),
    ).toBeInTheDocument()
  })
})
