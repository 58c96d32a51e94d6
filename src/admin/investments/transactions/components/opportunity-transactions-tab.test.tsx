// @vitest-environment dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { axeFindings } from '@/test/axe'
import { investorPageHost, logInAs, renderPage } from '@/test/investor-page-host'
import { OpportunityTransactionsTab } from '../index'

const host = investorPageHost('superadmin@example.com')

type Row = Record<string, unknown> & { id: number }
const table = (family: string) => host.api.host.db.table<Row>(family)

afterEach(async () => {
  await http.delete('/__mock/faults')
})

/** A live opportunity holding exactly three reservations (£1,000, £2,000, £3,000). */
async function opportunityWithThree() {
  const opp = table('investment-opportunities').first((o) => o.stage === 3 && o.status === 2)!
  for (const i of table('investments').where((r) => r.investment_opportunity_id === opp.id))
    table('investments').delete(i.id)
  const investors = table('users')
    .where((u) => u.role_id === 5)
    .slice(0, 3)
  const rows: Row[] = []
  for (const [n, user] of investors.entries()) {
    rows.push(
      await table('investments').insert({
        user_id: user.id,
        investment_opportunity_id: opp.id,
        investor_type: 'individual',
        organisation_id: null,
        investment_method_id: null,
        pension_provider: null,
        amount: 1000 * (n + 1),
        shares: null,
        share_price: null,
        tax_option: null,
        status: 'reserved',
        payment_state: 'reserved',
        payment_method: null,
        payment_reference: `CC-${n + 1}`,
        reserved_at: new Date(Date.UTC(2026, 9, 1 + n)).toISOString(),
        paid_at: null,
        completed_at: null,
        is_subsequent: 0,
        notes: null,
        created_by: null,
      }),
    )
  }
  await table('investment-opportunities').update(opp.id, {
    raised_amount: 6000,
    target_amount: 20000,
  })
  const names = investors.map((u) => `${u.name} ${u.surname ?? ''}`.trim())
  return { opp: table('investment-opportunities').find(opp.id)!, rows, names }
}

const renderTab = (record: Row) =>
  renderPage({
    at: `/admin/investments/opportunities/${record.id}/transactions`,
    routes: [
      {
        path: '/admin/investments/opportunities/:id/transactions',
        element: (
          <main>
            <h1>Opportunity</h1>
            <OpportunityTransactionsTab
              record={record}
              subject={{ type: 'investment-opportunities', id: record.id }}
            />
          </main>
        ),
      },
    ],
  })

const tableNamed = (name: string) => screen.getByRole('table', { name })
const bodyRows = (name: string) => within(tableNamed(name)).getAllByRole('row').slice(1)
const notificationsOf = (userId: unknown) =>
  table('notifications').where((n) => n.notifiable_id === userId)

// Whole-host journeys through dialogs: slow on a shared CI machine.
describe('OpportunityTransactionsTab', { timeout: 60_000 }, () => {
  it('shows the totals and groups, and issues a cash call to the investors selected', async () => {
    const { opp, rows, names } = await opportunityWithThree()
    await renderTab(opp)
    expect(await screen.findByRole('table', { name: 'Transactions: All' })).toBeInTheDocument()
    expect(bodyRows('Transactions: All')).toHaveLength(3)
    const figures = screen.getAllByRole('definition').map((d) => d.textContent)
    expect(figures).toContain('£6,000')
    expect(screen.getByText('of £20,000 target (30%)')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'My Reserved Allocations (3)' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${names[0]}` }))
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${names[2]}` }))
    await userEvent.click(screen.getByRole('button', { name: 'Cash call selected (2)' }))

    const dialog = await screen.findByRole('dialog', { name: 'Issue cash call' })
    expect(within(dialog).getByText('CC-1')).toBeInTheDocument()
    expect(within(dialog).getByText('CC-3')).toBeInTheDocument()
    const third = within(dialog).getByRole('textbox', { name: `Amount due from ${names[2]}` })
    expect(third).toHaveValue('3,000')
    await userEvent.clear(third)
    await userEvent.type(third, '2500')
    fireEvent.change(within(dialog).getByLabelText(/Due date/), {
      target: { value: '2099-12-31' },
    })
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Send cash call to 2 investors' }),
    )

    expect(await screen.findByText('Cash call sent to 2 investors.')).toBeInTheDocument()
    await waitFor(() =>
      expect(
        screen.getByRole('tab', { name: 'Cash Call - Awaiting Payment (2)' }),
      ).toBeInTheDocument(),
    )
    expect(table('investments').find(rows[0].id)).toMatchObject({
      status: 'awaiting_payment',
      cash_call_due_date: '2099-12-31',
      cash_call_amount: 1000,
    })
    expect(table('investments').find(rows[2].id)!.cash_call_amount).toBe(2500)
    expect(table('investments').find(rows[1].id)!.status).toBe('reserved')
    expect(notificationsOf(rows[2].user_id).at(-1)!.data).toMatchObject({
      icon: 'investment_opportunity_cash_call',
    })
    // The due amount and date show on the row.
    await userEvent.click(screen.getByRole('tab', { name: 'Cash Call - Awaiting Payment (2)' }))
    const awaiting = bodyRows('Transactions: Cash Call - Awaiting Payment')
    expect(awaiting).toHaveLength(2)
    expect(awaiting.map((r) => r.textContent).join(' ')).toContain('£2,500 due 31 Dec 2099')
  })

  it("shows the host's 422 on the due date and keeps what was typed", async () => {
    const { opp, names } = await opportunityWithThree()
    await renderTab(opp)
    await userEvent.click(await screen.findByRole('button', { name: 'Cash call all reserved (3)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Issue cash call' })
    const amount = within(dialog).getByRole('textbox', { name: `Amount due from ${names[1]}` })
    await userEvent.clear(amount)
    await userEvent.type(amount, '1500')
    fireEvent.change(within(dialog).getByLabelText(/Due date/), {
      target: { value: '2000-01-01' },
    })
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Send cash call to 3 investors' }),
    )
    const due = within(dialog).getByLabelText(/Due date/)
    await waitFor(() => expect(due).toHaveAttribute('aria-invalid', 'true'))
    expect(
      within(dialog).getAllByText('The due date field must be a date after or equal to today.')
        .length,
    ).toBeGreaterThan(0)
    expect(due).toHaveValue('2000-01-01')
    expect(amount).toHaveValue('1,500')
    expect(
      table('investments').where(
        (i) => i.status === 'awaiting_payment' && i.investment_opportunity_id === opp.id,
      ),
    ).toHaveLength(0)
  })

  it('asks before marking the selection paid, naming how many and how much', async () => {
    const { opp, rows, names } = await opportunityWithThree()
    for (const r of rows.slice(0, 2))
      await table('investments').update(r.id, {
        status: 'awaiting_payment',
        payment_state: 'cash_call_awaiting',
        cash_call_due_date: '2099-01-01',
      })
    await renderTab(opp)
    await userEvent.click(
      await screen.findByRole('tab', { name: 'Cash Call - Awaiting Payment (2)' }),
    )
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    const bulk = screen.getByRole('button', { name: 'Mark selected paid (2)' })

    // Cancel (and Escape) leave every payment as it was.
    await userEvent.click(bulk)
    let dialog = await screen.findByRole('dialog', {
      name: 'Mark 2 transactions paid, £3,000 in all?',
    })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    expect(
      within(dialog).getByRole('list', { name: 'Payments to mark received' }),
    ).toHaveTextContent(`${names[0]}£1,000 · CC-1`)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await userEvent.click(bulk)
    await screen.findByRole('dialog', { name: 'Mark 2 transactions paid, £3,000 in all?' })
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(bulk).toHaveFocus()
    expect(table('investments').find(rows[0].id)!.status).toBe('awaiting_payment')

    await userEvent.click(bulk)
    dialog = await screen.findByRole('dialog', { name: 'Mark 2 transactions paid, £3,000 in all?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark 2 paid' }))
    expect(
      await screen.findByText('2 payments are marked received, £3,000 in all.'),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(
        screen.getByRole('tab', { name: 'Cash Call - Payment Received (2)' }),
      ).toBeInTheDocument(),
    )
    for (const r of rows.slice(0, 2))
      expect(table('investments').find(r.id)).toMatchObject({
        status: 'paid',
        payment_state: 'cash_call_received',
      })
    expect(notificationsOf(rows[0].user_id).at(-1)!.data).toMatchObject({
      icon: 'investment_opportunity_payment_received',
    })
    expect(screen.getByRole('button', { name: 'Mark selected paid (0)' })).toBeDisabled()
    // The host cannot unmark a payment, so nothing pretends to undo it.
    expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument()
  })

  it("asks before one row's payment is marked paid, and shows the host's refusal", async () => {
    const { opp, rows, names } = await opportunityWithThree()
    await renderTab(opp)
    await userEvent.click(
      await screen.findByRole('button', { name: `Mark paid: ${names[2]}'s payment of £3,000` }),
    )
    const dialog = await screen.findByRole('dialog', { name: `Mark ${names[2]}'s £3,000 paid?` })
    expect(dialog).toHaveAccessibleDescription(/cannot be unmarked/)
    // Paid elsewhere meanwhile: the host refuses and the dialog says why.
    await table('investments').update(rows[2].id, {
      status: 'paid',
      payment_state: 'cash_call_received',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No payments were marked received. Investment CC-3 is not awaiting payment.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('cancels a reservation after a confirmation naming the investor and amount', async () => {
    const { opp, rows, names } = await opportunityWithThree()
    await renderTab(opp)
    await userEvent.click(
      await screen.findByRole('button', { name: `Cancel ${names[1]}'s reservation of £2,000` }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: `Cancel ${names[1]}'s reservation of £2,000?`,
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }))
    expect(
      await screen.findByText(`The reservation of £2,000 by ${names[1]} has been cancelled.`),
    ).toBeInTheDocument()
    expect(table('investments').find(rows[1].id)!.status).toBe('cancelled')
    expect(table('investment-opportunities').find(opp.id)!.raised_amount).toBe(4000)
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Cancelled (1)' })).toBeInTheDocument(),
    )
  })

  it('offers no cash-call actions to a role without the permission (Entrepreneur)', async () => {
    const { opp } = await opportunityWithThree()
    await logInAs('entrepreneur@example.com')
    await renderTab(opp)
    expect(await screen.findByRole('table', { name: 'Transactions: All' })).toBeInTheDocument()
    expect(bodyRows('Transactions: All')).toHaveLength(3)
    expect(screen.queryByRole('group', { name: 'Cash calls' })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Mark|Cancel|Cash call/ })).not.toBeInTheDocument()
  })

  it('says when no one has reserved yet', async () => {
    const { opp } = await opportunityWithThree()
    for (const i of table('investments').where((r) => r.investment_opportunity_id === opp.id))
      table('investments').delete(i.id)
    await renderTab(opp)
    expect(await screen.findByText('No one has reserved yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()
  })

  it('says when the list fails, loads on "Try again", with no axe violations', async () => {
    const { opp } = await opportunityWithThree()
    await http.post('/__mock/faults', { path: '/api/investments', status: 500 })
    await renderTab(opp)
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong')
    await http.delete('/__mock/faults')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: 'Transactions: All' })).toBeInTheDocument()
    expect(await axeFindings()).toEqual([])
  })
})
