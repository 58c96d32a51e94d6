// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { investorPageHost, NEW_INVESTOR } from '@/test/investor-page-host'
import { openOverview, rows } from '../test/overview-host'
import { expectLink } from '@/investor/test/expect-link'

const host = investorPageHost(NEW_INVESTOR)

describe('InvestorOverviewPage for newinvestor@example.com', () => {
  it('invites a first investment instead of empty figures', async () => {
    await openOverview()
    const section = await screen.findByRole('region', { name: 'Your portfolio' })
    expect(await within(section).findByText('You have no holdings yet')).toBeInTheDocument()
    expectLink('Browse Investments', '/investor/investments', section)
  })

  it('lists the onboarding documents still to sign or upload', async () => {
    await openOverview()
    const card = screen.getByRole('region', { name: 'Needs your attention' })
    const outstanding = rows(
      host,
      'onboarding-documents',
      (d) => d.user_id === host.user(NEW_INVESTOR).id && d.status === 'required',
    )
    expect(outstanding.length).toBeGreaterThan(0)
    await waitFor(() =>
      expect(within(card).getAllByRole('link', { name: /^(Sign|Upload) now \(/ })).toHaveLength(
        outstanding.length,
      ),
    )
    for (const doc of outstanding) {
      const verb = doc.requires_signature ? 'Sign' : 'Upload'
      expect(within(card).getByText(`${verb} your ${doc.name}`)).toBeInTheDocument()
      expect(within(card).getByRole('link', { name: `${verb} now (${doc.name})` })).toHaveAttribute(
        'href',
        '/investor/profile/documents',
      )
    }
  })

  it('lists the terms among what stands between them and investing (eligibility)', async () => {
    await openOverview()
    const card = screen.getByRole('region', { name: 'Needs your attention' })
    expect(await within(card).findByText('Accept the terms and conditions')).toBeInTheDocument()
    expect(within(card).queryByText("You're all set")).toBeNull()
  })
})
