// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { investorPageHost, mockSettings } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'

// SPEC §6 gives every role that may show a fund opportunity its update too: a role without
// it is made here by withholding that one grant. The module that declares `can`, not the
// barrel: the tests import names past barrels as the build does (scripts/vite/barrel-imports.ts).
const deny = vi.hoisted(() => ({ update: false }))
vi.mock('@/lib/permissions/table', async (original) => {
  const real = await original<typeof import('@/lib/permissions/table')>()
  return {
    ...real,
    can: (...args: Parameters<typeof real.can>) =>
      deny.update && args[1] === 'funds_opportunity' && args[2] === 'update'
        ? false
        : real.can(...args),
  }
})

const host = investorPageHost('superadmin@example.com')
type Row = Record<string, unknown> & { id: number }
const table = (name: string) => host.api.host.db.table<Row>(name)

let fio: Row
let a: Row
let b: Row

beforeEach(async () => {
  deny.update = false
  await mockSettings({ funds_enabled: 1 })
  fio = table('fund-investment-opportunities').all()[0]!
  // The seed links no investment to a fund opportunity: two are, here.
  const [x, y] = table('investments').where((i) => i.status !== 'cancelled')
  a = await table('investments').update(x!.id, { fund_investment_opportunity_id: fio.id })
  b = await table('investments').update(y!.id, { fund_investment_opportunity_id: fio.id })
})

const open = async () => {
  await renderApp(`/admin/investments/fund-opportunities/${fio.id}/maturity-statuses`)
  return screen.findByRole(
    'table',
    { name: 'Investments and their maturity status' },
    { timeout: 15000 },
  )
}
const rowOf = (grid: HTMLElement, reference: unknown) =>
  within(grid).getByText(String(reference)).closest('tr')!

describe('maturity statuses tab', () => {
  it('moves a selection to its next state with a date, and shows the history', async () => {
    const grid = await open()
    expect(within(rowOf(grid, a.payment_reference)).getByText('Open')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    await userEvent.click(screen.getByRole('button', { name: 'Move selected (2)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Move maturity status' })
    expect(within(dialog).getByRole('combobox', { name: /New status/ })).toHaveValue('maturing')
    const date = within(dialog).getByLabelText(/^Date/)
    await userEvent.clear(date)
    await userEvent.type(date, '2026-10-01')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('2 investments are maturing from 1 Oct 2026.')).toBeVisible()
    await waitFor(() =>
      expect(within(rowOf(grid, b.payment_reference)).getByText('Maturing')).toBeInTheDocument(),
    )
    expect(within(rowOf(grid, a.payment_reference)).getByText('1 Oct 2026')).toBeInTheDocument()
    const history = screen.getByRole('region', { name: 'History' })
    expect(within(history).getAllByRole('listitem')).toHaveLength(2)
    expect(table('investments').find(a.id)).toMatchObject({
      maturity_status: 'maturing',
      maturity_status_date: '2026-10-01',
    })
  })

  it("puts the host's 422 on the date, keeping the choice, and moves once it is right", async () => {
    await table('investments').update(a.id, {
      maturity_status: 'maturing',
      maturity_status_date: '2026-10-01',
    })
    const grid = await open()
    await userEvent.click(within(rowOf(grid, a.payment_reference)).getByRole('button'))
    const dialog = await screen.findByRole('dialog', { name: 'Move maturity status' })
    const status = within(dialog).getByRole('combobox', { name: /New status/ })
    await userEvent.selectOptions(status, 'Rolled over')
    const date = within(dialog).getByLabelText(/^Date/)
    await userEvent.clear(date)
    await userEvent.type(date, '2026-09-01')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }))

    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'))
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining('The date field must be a date after or equal to 2026-10-01.'),
    )
    expect(status).toHaveValue('rolled_over')
    expect(date).toHaveValue('2026-09-01')
    await userEvent.clear(date)
    await userEvent.type(date, '2026-10-15')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(table('investments').find(a.id)!.maturity_status).toBe('rolled_over')
    // A final state offers no further move.
    await waitFor(() =>
      expect(within(rowOf(grid, a.payment_reference)).queryByRole('button')).toBeNull(),
    )
  })

  it('shows a role without update the states and no controls', async () => {
    deny.update = true
    const grid = await open()
    expect(within(rowOf(grid, a.payment_reference)).getByText('Open')).toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull()
    expect(screen.queryByRole('group', { name: 'Maturity moves' })).toBeNull()
  })

  it('says when there are no investments yet', async () => {
    await table('investments').update(a.id, { fund_investment_opportunity_id: null })
    await table('investments').update(b.id, { fund_investment_opportunity_id: null })
    await renderApp(`/admin/investments/fund-opportunities/${fio.id}/maturity-statuses`)
    expect(await screen.findByText('No investments yet', {}, { timeout: 15000 })).toBeVisible()
  })
})
