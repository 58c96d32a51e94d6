// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { axeFindings } from '@/test/axe'
import {
  fillAndReview,
  freshLiveOpportunity,
  hasTaxAndTerms,
  renderInvest,
} from '../test/invest-kit'

const host = investorPageHost(INVESTOR)

describe('accessibility of the invest flow (axe)', () => {
  it('has no serious violation choosing how to invest', async () => {
    const opp = freshLiveOpportunity(host, host.user(INVESTOR).id)
    await renderInvest(`/investor/investments/${opp.slug}/investor-type`)
    await screen.findByRole('radio', { name: 'Personally' })
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })

  it('has none on the details with errors, the review and the reservation', async () => {
    const opp = freshLiveOpportunity(host, host.user(INVESTOR).id, hasTaxAndTerms(host))
    const user = userEvent.setup({ delay: null })
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=pension`)
    await screen.findByLabelText('Investment amount')
    await fillAndReview(user, { amount: '1' })
    expect(await axeFindings({ seriousOnly: true })).toEqual([])

    await user.type(screen.getByLabelText('Pension provider'), 'AJ Bell Investcentre')
    await fillAndReview(user, {
      amount: String(opp.minimum_investment),
      tax: 'No tax relief',
      terms: true,
    })
    await screen.findByRole('button', { name: 'Confirm investment' })
    expect(await axeFindings({ seriousOnly: true })).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Confirm investment' }))
    await screen.findByRole('region', { name: 'Your reservation' })
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })
})
