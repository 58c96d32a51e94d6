// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { formatGBP } from '@/lib/format'
import { investorPageHost, logInAs, mockSettings, NEW_INVESTOR } from '@/test/investor-page-host'
import { openAt, openList, rows, search } from '../test/opportunities-host'
import { expectLink } from '@/investor/test/expect-link'

const host = investorPageHost()

describe('OpportunitiesPage: payment tabs', () => {
  it('lists reserved allocations with amount, date and payment reference', async () => {
    const { router } = await openList()
    await userEvent.click(screen.getByRole('link', { name: 'My Reserved Allocations' }))
    expect(search(router)).toBe('?tab=reserved')
    expect(screen.getByRole('link', { name: 'My Reserved Allocations' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const me = host.user('investor@example.com').id
    const reserved = rows(
      host,
      'investments',
      (i) =>
        i.user_id === me &&
        (i.payment_state === 'reserve' || i.payment_state === 'reserved') &&
        i.status !== 'cancelled',
    )
    const table = await screen.findByRole('table', { name: 'My Reserved Allocations' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(reserved.length + 1))
    const one = reserved[0]
    const opp = rows(
      host,
      'investment-opportunities',
      (o) => o.id === one.investment_opportunity_id,
    )[0]
    const row = within(table).getByRole('row', { name: new RegExp(String(one.payment_reference)) })
    expectLink(String(opp.name), `/investor/investments/${opp.slug}`, row)
    expect(within(row).getByText(formatGBP(Number(one.amount)))).toBeInTheDocument()
    expect(within(row).getByText('Reserved')).toBeInTheDocument()
    // The cancelled reservation of the seed is not an allocation.
    const cancelled = rows(host, 'investments', (i) => i.user_id === me && i.status === 'cancelled')
    for (const c of cancelled)
      expect(within(table).queryByText(String(c.payment_reference))).toBeNull()
  })

  it('names the cash call tabs in the tenant’s words and lists what is due', async () => {
    await mockSettings({ navigation: JSON.stringify({ awaiting_payment: 'Payment Due' }) })
    await openList()
    await userEvent.click(screen.getByRole('link', { name: 'Cash Call - Payment Due' }))
    const me = host.user('investor@example.com').id
    const due = rows(
      host,
      'investments',
      (i) => i.user_id === me && i.payment_state === 'cash_call_awaiting',
    )
    const table = await screen.findByRole('table', { name: 'Cash Call - Payment Due' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(due.length + 1))
    expect(within(table).getAllByText('Payment Due')).toHaveLength(due.length)
    expectLink('Cash Call - Payment Received', '/investor/investments?tab=received')
  })

  it('says so when a tab has nothing, with a way back to the opportunities', async () => {
    await logInAs(NEW_INVESTOR)
    const { router } = await openAt('/investor/investments?tab=received')
    expect(await screen.findByText('No payments received yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Browse opportunities' }))
    expect(router.state.location.search).toBe('')
    expect(await screen.findAllByRole('article')).not.toHaveLength(0)
  })
})
