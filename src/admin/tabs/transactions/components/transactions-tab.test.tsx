// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { http } from '@/lib/api'
import type { RecordSubject } from '@/lib/resources'
import { investorPageHost, renderPage } from '@/test/investor-page-host'
import { axeFindings } from '@/test/axe'
import { TransactionsTab } from '../index'

const host = investorPageHost('superadmin@example.com')

type Row = Record<string, unknown> & { id: number }
const table = (family: string) => host.api.host.db.table<Row>(family)

/** The tab mounted as a record route mounts it, so sort and page live in the URL. */
const renderTab = (subject: RecordSubject, search = '') =>
  renderPage({
    at: `/admin/record/${subject.id}/transactions${search}`,
    routes: [
      {
        path: '/admin/record/:id/transactions',
        element: (
          <main>
            <TransactionsTab subject={subject} />
          </main>
        ),
      },
    ],
  })

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Transactions' }))
    .getAllByRole('row')
    .slice(1)

afterEach(async () => {
  vi.restoreAllMocks()
  await http.delete('/__mock/faults')
})

/** An investor with 200 investments, 20 of them cancelled. */
async function investorWith200() {
  const user = table('users').first((u) => u.role_id === 5 && u.email !== 'investor@example.com')!
  const opportunity = table('investment-opportunities').first((o) => o.stage === 3)!
  for (const i of table('investments').where((r) => r.user_id === user.id))
    table('investments').delete(i.id)
  const states = ['reserve', 'reserved', 'cash_call_awaiting', 'cash_call_received'] as const
  for (let n = 0; n < 200; n++) {
    await table('investments').insert({
      user_id: user.id,
      investment_opportunity_id: opportunity.id,
      investor_type: 'individual',
      organisation_id: null,
      investment_method_id: null,
      pension_provider: null,
      amount: 1000 + n,
      shares: null,
      share_price: null,
      tax_option: null,
      status: n % 10 === 0 ? 'cancelled' : 'reserved',
      payment_state: states[n % 4],
      payment_method: null,
      payment_reference: `TX-${String(n).padStart(4, '0')}`,
      reserved_at: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString(),
      paid_at: null,
      completed_at: null,
      is_subsequent: 0,
      notes: null,
      created_by: null,
    })
  }
  return { user, opportunity }
}

describe('TransactionsTab', () => {
  it("lists an investor's 200 transactions 25 a page, with the total and SPEC §4 statuses", async () => {
    const { user, opportunity } = await investorWith200()
    const spy = vi.spyOn(http, 'get')
    const { router } = await renderTab({ type: 'users', id: user.id })

    expect(await screen.findByText('Showing 1–25 of 200 transactions')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(25)
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toEqual([
      'Date',
      'Opportunity',
      'Investment method',
      'Amount',
      'Status',
      'Reference',
    ])
    // Latest first (the default sort is -reserved_at), the opportunity named, the method said.
    const first = within(bodyRows()[0]).getAllByRole('cell')
    expect(first[1]).toHaveTextContent(String(opportunity.name))
    // The name opens the opportunity where its stage says (lib/navigation opportunityPath).
    expect(within(first[1]).getByRole('link', { name: String(opportunity.name) })).toHaveAttribute(
      'href',
      `/admin/investments/opportunities/${opportunity.id}/details`,
    )
    expect(first[2]).toHaveTextContent('Individual')
    expect(first[3]).toHaveTextContent('£1,199')
    expect(first[4]).toHaveTextContent('Cash Call - Payment Received')
    expect(first[5]).toHaveTextContent('TX-0199')
    expect(screen.getAllByText('Cash Call - Awaiting Payment').length).toBeGreaterThan(0)
    expect(screen.getAllByText('My Reserved Allocations').length).toBeGreaterThan(0)
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0)

    // Not cancelled: 180 of them, 1000..1199 less every tenth.
    let expected = 0
    for (let n = 0; n < 200; n++) if (n % 10 !== 0) expected += 1000 + n
    expect(await screen.findByText('Total invested')).toBeInTheDocument()
    expect(screen.getByText(`£${expected.toLocaleString('en-GB')}`)).toBeInTheDocument()

    const urls = spy.mock.calls.map((c) => decodeURIComponent(String(c[0])))
    const list = urls.find((u) => u.includes('include='))!
    expect(list).toContain(`filter[user_id]=${user.id}`)
    expect(list).toContain('sort=-reserved_at')
    expect(list).toContain('per_page=25')

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Showing 26–50 of 200 transactions')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')
  })

  it('sorts on the server by amount, kept in the URL', async () => {
    const { user } = await investorWith200()
    const spy = vi.spyOn(http, 'get')
    const { router } = await renderTab({ type: 'users', id: user.id })
    await screen.findByText('Showing 1–25 of 200 transactions')

    await userEvent.click(screen.getByRole('button', { name: 'Amount' }))
    await waitFor(() =>
      expect(within(bodyRows()[0]).getAllByRole('cell')[3]).toHaveTextContent('£1,000'),
    )
    expect(router.state.location.search).toBe('?sort=amount')
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    const last = spy.mock.calls.map((c) => decodeURIComponent(String(c[0]))).pop()
    expect(last).toContain('sort=amount')
  })

  it('exports the same filter as CSV through /api/investments/export', async () => {
    const { user } = await investorWith200()
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:transactions')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const spy = vi.spyOn(http, 'get')
    await renderTab({ type: 'users', id: user.id })
    await screen.findByText('Showing 1–25 of 200 transactions')

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(clicked).toHaveBeenCalled())
    const url = spy.mock.calls
      .map((c) => decodeURIComponent(String(c[0])))
      .find((u) => u.includes('/export'))
    expect(url).toBe(`/api/investments/export?filter[user_id]=${user.id}&sort=-reserved_at`)
    const blob = created.mock.calls[0][0] as Blob
    const lines = (await blob.text()).trim().split('\r\n')
    expect(lines).toHaveLength(201)
    expect(lines[0].startsWith('id,user_id,investment_opportunity_id')).toBe(true)
  })

  it('says when a nominee has no transactions, with no export or total', async () => {
    // A nominee of its own: the seed's nominees hold its pension investments.
    const nominee = await table('nominees').insert({ name: 'Empty Nominees Ltd', status: 'active' })
    await renderTab({ type: 'nominees', id: nominee.id })
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()
    expect(screen.queryByText('Total invested')).not.toBeInTheDocument()
  })

  it('shows the investments of a fund through its fund opportunities', async () => {
    const fio = table('fund-investment-opportunities').all()[0]
    const [a] = table('investments').all()
    await table('investments').update(a.id, { fund_investment_opportunity_id: fio.id })
    const spy = vi.spyOn(http, 'get')
    await renderTab({ type: 'funds', id: Number(fio.fund_id) })
    expect(await screen.findByText('Showing 1–1 of 1 transaction')).toBeInTheDocument()
    expect(screen.getByText(String(a.payment_reference))).toBeInTheDocument()
    const urls = spy.mock.calls.map((c) => decodeURIComponent(String(c[0])))
    expect(urls.some((u) => u.includes(`filter[fund_id]=${fio.fund_id}`))).toBe(true)
  })

  it('says when the list fails and loads again on "Try again", with no axe violations', async () => {
    const { user } = await investorWith200()
    await http.post('/__mock/faults', { path: '/api/investments', status: 500 })
    await renderTab({ type: 'users', id: user.id })
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong')
    await http.delete('/__mock/faults')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Showing 1–25 of 200 transactions')).toBeInTheDocument()
    expect(await axeFindings()).toEqual([])
  })
})
