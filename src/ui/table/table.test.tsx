// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { DataTable, type Column } from './data-table'
import { pageWindow } from './page-window'
import { Pagination } from './pagination'
import { fromSortParam, toSortParam } from './sort'

interface Row {
  id: number
  name: string
  amount: number
}
const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortable: true },
  { id: 'amount', header: 'Amount', cell: (r) => r.amount, sortable: true, align: 'right' },
  { id: 'notes', header: 'Notes', cell: () => '' },
]
const rows = [
  { id: 1, name: 'Ada Lovelace', amount: 100 },
  { id: 2, name: 'Alan Turing', amount: 200 },
]

describe('DataTable', () => {
  it('puts sort buttons in sortable headers and reports aria-sort', async () => {
    const onSortChange = vi.fn()
    renderWithTheme(
      <DataTable
        caption="Investors"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        sort={{ id: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    )
    const table = screen.getByRole('table', { name: 'Investors' })
    const [name, amount, notes] = within(table).getAllByRole('columnheader')
    expect(name).toHaveAttribute('aria-sort', 'ascending')
    expect(amount).toHaveAttribute('aria-sort', 'none')
    expect(notes).not.toHaveAttribute('aria-sort')
    expect(within(notes).queryByRole('button')).not.toBeInTheDocument()

    await userEvent.click(within(name).getByRole('button', { name: 'Name' }))
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'desc' })
    await userEvent.click(within(amount).getByRole('button', { name: 'Amount' }))
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'amount', direction: 'asc' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
  })

  it('shows the empty state when there are no rows', () => {
    renderWithTheme(
      <DataTable
        caption="Investors"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty="None"
      />,
    )
    expect(screen.getByRole('cell', { name: 'None' })).toBeInTheDocument()
  })

  it('puts a totals row in the foot, blank where a column has no total, and none when empty', () => {
    const { rerender } = renderWithTheme(
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        footer={{ name: 'Total', amount: 300 }}
      />,
    )
    const foot = screen.getAllByRole('rowgroup')[2]!
    expect(
      within(foot)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '300', ''])
    rerender(
      <DataTable
        caption="People"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        footer={{ name: 'Total' }}
      />,
    )
    expect(screen.getAllByRole('rowgroup')).toHaveLength(2)
  })

  it('maps sort state to and from spatie sort parameters', () => {
    expect(toSortParam({ id: 'created_at', direction: 'desc' })).toBe('-created_at')
    expect(toSortParam(null)).toBeUndefined()
    expect(fromSortParam('-amount,name')).toEqual({ id: 'amount', direction: 'desc' })
    expect(fromSortParam('name')).toEqual({ id: 'name', direction: 'asc' })
    expect(fromSortParam('')).toBeNull()
  })
})

describe('Pagination', () => {
  const meta = { current_page: 3, last_page: 10, total: 230, from: 51, to: 75 }

  it('labels its controls and calls back with the page', async () => {
    const onPageChange = vi.fn()
    renderWithTheme(<Pagination meta={meta} onPageChange={onPageChange} itemNoun="investors" />)
    expect(screen.getByText('Showing 51–75 of 230 investors')).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(onPageChange).toHaveBeenLastCalledWith(2)
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onPageChange).toHaveBeenLastCalledWith(4)
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }))
    expect(onPageChange).toHaveBeenLastCalledWith(10)
  })

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = renderWithTheme(
      <Pagination meta={{ ...meta, current_page: 1 }} onPageChange={() => {}} />,
    )
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    rerender(<Pagination meta={{ ...meta, current_page: 10 }} onPageChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('hides the controls for a single page and says when there is nothing', () => {
    renderWithTheme(
      <Pagination
        meta={{ current_page: 1, last_page: 1, total: 0, from: null, to: null }}
        onPageChange={() => {}}
      />,
    )
    expect(screen.getByText('No results')).toBeInTheDocument()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('windows long page ranges', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10])
  })
})
