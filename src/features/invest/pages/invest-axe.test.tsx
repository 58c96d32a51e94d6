// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import {
  fillAndReview,
  freshLiveOpportunity,
  hasTaxAndTerms,
  renderInvest,
} from '../test/invest-kit'

const host = investorPageHost(INVESTOR)

/** Serious and critical axe findings; contrast needs real layout, so Playwright checks it. */
async function seriousViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

describe('accessibility of the invest flow (axe)', () => {
  it('has no serious violation choosing how to invest', async () => {
    const opp = freshLiveOpportunity(host, host.user(INVESTOR).id)
    await renderInvest(`/investor/investments/${opp.slug}/investor-type`)
    await screen.findByRole('radio', { name: 'Personally' })
    expect(await seriousViolations()).toEqual([])
  })

  it('has none on the details with errors, the review and the reservation', async () => {
    const opp = freshLiveOpportunity(host, host.user(INVESTOR).id, hasTaxAndTerms(host))
    const user = userEvent.setup()
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=pension`)
    await screen.findByLabelText('Investment amount')
    await fillAndReview(user, { amount: '1' })
    expect(await seriousViolations()).toEqual([])

    await user.type(screen.getByLabelText('Pension provider'), 'AJ Bell Investcentre')
    await fillAndReview(user, {
      amount: String(opp.minimum_investment),
      tax: 'No tax relief',
      terms: true,
    })
    await screen.findByRole('button', { name: 'Confirm investment' })
    expect(await seriousViolations()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Confirm investment' }))
    await screen.findByRole('region', { name: 'Your reservation' })
    expect(await seriousViolations()).toEqual([])
  })
})
