// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { openAt } from '@/investor/portfolio/test/portfolio-host'
import { INVESTOR, investorPageHost, logInAs, renderPage } from '@/test/investor-page-host'
import { TABLES_PATH, tablePath } from './paths'
import { PortfolioTablePage } from './portfolio-table-page'
import { PortfolioTablesPage } from './portfolio-tables-page'

const host = investorPageHost('superadmin@example.com')
type Column = { key: string; label: string; visible: boolean; order: number }
type Table = { id: number; name: string; columns: Column[]; order: number; is_visible?: number }
const tables = () => host.api.host.db.table<Table>('portfolio-tables')
const standard = () => tables().first((t) => t.name === 'Standard')!
const ordered = (t: Table) => [...t.columns].sort((a, b) => a.order - b.order)

const routes = [
  { path: TABLES_PATH, element: <PortfolioTablesPage /> },
  { path: `${TABLES_PATH}/:id`, element: <PortfolioTablePage /> },
]

describe('PortfolioTablesPage', () => {
  it('hides a table from investors at once, and puts it back when the host refuses', async () => {
    await renderPage({ at: TABLES_PATH, routes })
    const list = await screen.findByRole('list', { name: 'Portfolio tables' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(tables().count())
    const box = screen.getByRole('checkbox', { name: 'Show Tax relief to investors' })
    expect(box).toBeChecked()

    await userEvent.click(box)
    expect(box).not.toBeChecked()
    expect(await screen.findByText('Tax relief is hidden from investors.')).toBeInTheDocument()
    expect(tables().first((t) => t.name === 'Tax relief')?.is_visible).toBe(0)

    host.use(
      mswHttp.patch('*/api/portfolio-tables/:id', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )
    const performance = screen.getByRole('checkbox', { name: 'Show Performance to investors' })
    await userEvent.click(performance)
    await waitFor(() => expect(performance).toBeChecked())
    expect(tables().first((t) => t.name === 'Performance')?.is_visible).toBe(1)
    expect(
      screen.getByRole('link', { name: 'Edit columns of Performance' }).getAttribute('href'),
    ).toBe(tablePath(tables().first((t) => t.name === 'Performance')!.id))
  })
})

describe('PortfolioTablePage', () => {
  it('moves a column (announced, focus follows) and hides one; the investor portfolio follows', async () => {
    const table = standard()
    const before = ordered(table)
    await renderPage({ at: tablePath(table.id), routes })
    expect(await screen.findByRole('heading', { name: 'Standard columns' })).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Columns of Standard' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(before.length)

    // Move the first column down: announced, focus stays on the moved column, saved in order.
    const down = screen.getByRole('button', { name: 'Move down Investment' })
    await userEvent.click(down)
    expect(await screen.findByText('Investment moved to position 2 of 10.')).toBeInTheDocument()
    await waitFor(() => expect(ordered(standard())[1].key).toBe('investment'))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move down Investment' })).toHaveFocus(),
    )
    expect(ordered(standard())[0].key).toBe(before[1].key)

    // Hide "Shares": saved to the family.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shown: Shares' }))
    await waitFor(() =>
      expect(standard().columns.find((c) => c.key === 'shares')?.visible).toBe(false),
    )

    // The investor's portfolio no longer has the column, and Investment is second.
    await logInAs(INVESTOR)
    await openAt('/investor/portfolio')
    const holdings = await screen.findByRole(
      'table',
      { name: 'Your holdings: Standard' },
      { timeout: 5000 },
    )
    const headers = within(holdings)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim() ?? '')
    expect(headers.some((h) => h.startsWith('Shares'))).toBe(false)
    expect(headers[1]).toMatch(/^Investment/)
  })

  it('keeps the last shown column shown', async () => {
    const table = standard()
    await tables().update(table.id, {
      columns: table.columns.map((c) => ({ ...c, visible: c.key === 'amount' })),
    })
    await renderPage({ at: tablePath(table.id), routes })
    expect(await screen.findByRole('checkbox', { name: 'Shown: Amount invested' })).toBeDisabled()
    expect(screen.getByText(/1 of 10 columns shown/)).toBeInTheDocument()
  })
})
