// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  INVESTOR,
  investorPageHost,
  logInAs,
  NEW_INVESTOR,
  renderPage,
} from '@/test/investor-page-host'
import { freshLiveOpportunity, holds, table } from '../test/invest-kit'
import { InvestorTypePage } from './investor-type-page'
import { expectLink } from '@/investor/test/expect-link'

const host = investorPageHost(INVESTOR)
const typePage = (slug: string, search = '') =>
  renderPage({
    at: `/investor/investments/${slug}/investor-type${search}`,
    routes: [{ path: '/investor/investments/:slug/investor-type', element: <InvestorTypePage /> }],
  })

describe('InvestorTypePage', () => {
  it('offers every way the investor’s data allows, grouped, with pending links named', async () => {
    const opp = freshLiveOpportunity(host, host.user(INVESTOR).id)
    await typePage(String(opp.slug))
    expect(
      await screen.findByRole('heading', { level: 1, name: `Invest in ${opp.name}` }),
    ).toBeInTheDocument()
    const group = screen.getByRole('group', { name: 'How would you like to invest?' })
    const radios = within(group).getAllByRole('radio')
    expect(radios.map(accessibleName)).toEqual([
      'Personally',
      'Whitaker Capital Ltd',
      'The Whitaker Family Trust',
      'Through a pension',
      'James Whitaker SSAS',
      'Eilidh Bennett Stocks & Shares ISA',
    ])
    const orgs = screen.getByRole('group', { name: 'Through an organisation' })
    expect(within(orgs).getAllByRole('radio')).toHaveLength(2)
    expect(screen.getByText(/Awaiting approval: Whitaker SSAS/)).toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: 'Whitaker SSAS' })).not.toBeInTheDocument()
  })

  it('puts the choice in the invest page’s URL, from the keyboard', async () => {
    const opp = freshLiveOpportunity(host, host.user(INVESTOR).id)
    const user = userEvent.setup({ delay: null })
    await typePage(String(opp.slug))
    const personally = await screen.findByRole('radio', { name: 'Personally' })
    await user.click(personally)
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Whitaker Capital Ltd' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const orgId = table(host, 'organisations').first((o) => o.name === 'Whitaker Capital Ltd')!.id
    expect(
      await screen.findByText(
        `Page at /investor/investments/${opp.slug}/invest?as=organisation&organisation=${orgId}`,
      ),
    ).toBeInTheDocument()
  })

  it('asks for a choice before continuing, and remembers one coming back', async () => {
    const opp = freshLiveOpportunity(host, host.user(INVESTOR).id)
    const user = userEvent.setup({ delay: null })
    await typePage(String(opp.slug))
    await user.click(await screen.findByRole('button', { name: 'Continue' }))
    expect(screen.getByText('Choose how you would like to invest')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Personally' })).toHaveFocus()
    await user.click(screen.getByRole('radio', { name: 'Through a pension' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(
      await screen.findByText(`Page at /investor/investments/${opp.slug}/invest?as=pension`),
    ).toBeInTheDocument()
  })

  it('preselects the choice carried back from the invest page', async () => {
    const opp = freshLiveOpportunity(host, host.user(INVESTOR).id)
    await typePage(String(opp.slug), '?as=pension')
    expect(await screen.findByRole('radio', { name: 'Through a pension' })).toBeChecked()
  })

  it('follows the tenant’s investor types', async () => {
    const types = table(host, 'investor-types')
    await types.update(types.first((t) => t.key === 'pension')!.id, { is_enabled: 0 })
    const opp = freshLiveOpportunity(host, host.user(INVESTOR).id)
    await typePage(String(opp.slug))
    await screen.findByRole('radio', { name: 'Personally' })
    expect(screen.queryByRole('radio', { name: 'Through a pension' })).not.toBeInTheDocument()
  })

  it('says when the opportunity is not open for investment', async () => {
    // Closed (status 4) but visible to them: they hold it.
    const me = host.user(INVESTOR).id
    const closed = table(host, 'investment-opportunities').first(
      (o) => o.status === 4 && holds(host, me, o.id),
    )!
    await typePage(String(closed.slug))
    expect(
      await screen.findByRole('heading', { name: 'This opportunity is not open for investment' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument()
  })
})

describe('InvestorTypePage for an investor with no organisations or methods', () => {
  it('offers personally and a pension, and to apply for an organisation link', async () => {
    const me = host.user(INVESTOR).id
    for (const name of ['organisation-links', 'investment-methods']) {
      const rows = table(host, name)
      for (const row of rows.where((r) => r.user_id === me || r.lead_user_id === me))
        rows.delete(row.id)
    }
    const opp = freshLiveOpportunity(host, me)
    await typePage(String(opp.slug))
    await screen.findByRole('radio', { name: 'Personally' })
    expect(screen.getAllByRole('radio').map(accessibleName)).toEqual([
      'Personally',
      'Through a pension',
    ])
    expect(screen.queryByRole('group', { name: 'Through an organisation' })).toBeNull()
    expect(screen.queryByRole('group', { name: 'Through an investment method' })).toBeNull()
    expectLink('Apply to link an organisation', '/investor/profile/organisation-apply')
  })
})

describe('InvestorTypePage when something blocks investing', () => {
  it('shows what to do instead of the choices', async () => {
    // newinvestor@example.com has not accepted the current terms nor taken the test.
    await logInAs(NEW_INVESTOR)
    const opp = freshLiveOpportunity(host, host.user(NEW_INVESTOR).id)
    await typePage(String(opp.slug))
    const blocks = await screen.findByRole('region', { name: 'Before you can invest' })
    expect(within(blocks).getAllByRole('listitem').length).toBeGreaterThan(0)
    expect(within(blocks).getAllByRole('link').length).toBeGreaterThan(0)
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
  })
})

/** The radio's name: the title its aria-labelledby points at. */
function accessibleName(radio: HTMLElement): string {
  const id = radio.getAttribute('aria-labelledby')!
  return document.getElementById(id)?.textContent ?? ''
}
