// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { placementBody } from '@mocks/testing/placement'
import {
  fillAndReview,
  freshLiveOpportunity,
  hasTaxAndTerms,
  money,
  renderInvest,
  table,
} from '../test/invest-kit'

/**
 * Issue 24: every reason the host refuses an investment is explained before the form, with a
 * way forward; a refusal the host answers on submit shows its message, nothing typed lost.
 */
const host = investorPageHost(INVESTOR)

const me = () => host.user(INVESTOR).id

describe('the investor types an opportunity admits', () => {
  it('explains up front that no way to invest of theirs is admitted, with a way forward', async () => {
    const opp = freshLiveOpportunity(host, me())
    // The investor's organisation links await approval: no organisation to invest through.
    const links = table(host, 'organisation-links')
    for (const link of links.where((l) => l.user_id === me()))
      await links.update(link.id, { status: 'pending' })
    await table(host, 'investment-opportunities').update(opp.id, {
      allowed_investor_types: ['organisation'],
    })
    await renderInvest(`/investor/investments/${opp.slug}/investor-type`)
    const blocks = await screen.findByRole('region', { name: 'Before you can invest' })
    expect(blocks).toHaveTextContent(
      'This opportunity is open only to investors investing through an organisation',
    )
    expect(
      within(blocks).getByRole('link', {
        name: /Apply to link an organisation|Browse other opportunities/,
      }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('offers only the admitted ways, and sends a URL choice it refuses back to choose', async () => {
    const opp = freshLiveOpportunity(host, me())
    await table(host, 'investment-opportunities').update(opp.id, {
      allowed_investor_types: ['pension'],
    })
    await renderInvest(`/investor/investments/${opp.slug}/investor-type`)
    expect(await screen.findByRole('radio', { name: /Through a pension/ })).toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: /Personally/ })).toBeNull()
  })

  it('does not show the form for a refused way on the invest page', async () => {
    const opp = freshLiveOpportunity(host, me())
    await table(host, 'investment-opportunities').update(opp.id, {
      allowed_investor_types: ['pension'],
    })
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual`)
    expect(await screen.findByRole('radio', { name: /Through a pension/ })).toBeInTheDocument()
    expect(screen.queryByLabelText('Investment amount')).toBeNull()
  })
})

describe('the maximum bounds the investor’s total', () => {
  const withMaximum = () =>
    freshLiveOpportunity(host, me(), (o) => Number(o.maximum_investment) > 0)

  it('says up front that the maximum is already invested, with a way forward', async () => {
    const opp = withMaximum()
    const max = Number(opp.maximum_investment)
    await http.post('/api/investments', placementBody(host.api.host.db, opp, max))
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual`)
    const blocks = await screen.findByRole('region', { name: 'Before you can invest' })
    expect(blocks).toHaveTextContent(
      `You have already invested the maximum of ${money(max)} in this opportunity.`,
    )
    expect(within(blocks).getByRole('link', { name: 'See your portfolio' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Investment amount')).toBeNull()
  })

  it('offers only what is left under the maximum', async () => {
    const opp = withMaximum()
    const max = Number(opp.maximum_investment)
    const min = Number(opp.minimum_investment)
    await http.post('/api/investments', placementBody(host.api.host.db, opp, min))
    const user = userEvent.setup({ delay: null })
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual`)
    await screen.findByLabelText('Investment amount')
    expect(screen.getByText(new RegExp(`up to ${money(max - min)} more`))).toBeInTheDocument()
    await fillAndReview(user, { amount: String(max) })
    expect(
      (
        await screen.findAllByText(
          `You can invest up to ${money(max - min)} more in this opportunity`,
        )
      ).length,
    ).toBeGreaterThan(0)
  })
})

describe('a refusal from the host on submit', () => {
  async function reviewed() {
    const opp = freshLiveOpportunity(host, me(), hasTaxAndTerms(host))
    const user = userEvent.setup({ delay: null })
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual`)
    await screen.findByLabelText('Investment amount')
    const min = Number(opp.minimum_investment)
    await fillAndReview(user, { amount: String(min), tax: /^EIS|^SEIS/, terms: true })
    return { opp, user, min }
  }

  it('shows the host’s 422 (the test failed meanwhile, in another tab) and keeps what was typed', async () => {
    const { user, min } = await reviewed()
    await table(host, 'users').update(me(), {
      compliance_passed: 0,
      compliance_tries: 2,
      compliance_failed_at: new Date(Date.now() - 3_600_000).toISOString(),
    })
    await user.click(await screen.findByRole('button', { name: 'Confirm investment' }))
    expect(
      await screen.findByText(
        /You did not pass the appropriateness test\. You can retake it after/,
      ),
    ).toBeInTheDocument()
    const field = screen.getByLabelText('Investment amount')
    expect(field).toHaveValue(new Intl.NumberFormat('en-GB').format(min))
    expect(screen.getByRole('radio', { name: /^EIS|^SEIS/ })).toBeChecked()
  })

  it('shows the verified middleware’s 403 message and stays on the review', async () => {
    const { user } = await reviewed()
    await table(host, 'users').update(me(), { email_verified_at: null })
    await user.click(await screen.findByRole('button', { name: 'Confirm investment' }))
    expect(await screen.findByText('Your email address is not verified.')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm investment' })).toBeEnabled(),
    )
  })
})
