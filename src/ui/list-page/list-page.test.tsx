// @vitest-environment dom
import { keepPreviousData, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useCallback, useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query'
import type { Column } from '@/ui/table/data-table'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import type { ListFilter } from './filter-select'
import { ListPage, type ListPageData } from './list-page'
import type { ListParams } from './list-params'
import { useListParams } from './use-list-params'

interface Person {
  id: number
  name: string
}

const columns: Column<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortable: true },
  { id: 'id', header: 'Number', cell: (p) => p.id },
]
const SORTABLE = ['name']
const DEFAULT_SORT = { id: 'created_at', direction: 'desc' } as const
const FILTERS: ListFilter[] = [
  {
    id: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'closed', label: 'Closed' },
    ],
  },
]

const page = (n: number, total = 40, names?: string[]): ListPageData<Person> => {
  const rows = (names ?? [`Person ${n}a`, `Person ${n}b`]).map((name, i) => ({
    id: n * 10 + i,
    name,
  }))
  return {
    data: total === 0 ? [] : rows,
    current_page: n,
    last_page: Math.max(1, Math.ceil(total / 2)),
    total,
    from: total === 0 ? null : (n - 1) * 2 + 1,
    to: total === 0 ? null : (n - 1) * 2 + rows.length,
  }
}

/** The URL as the page last wrote it, and how (push or replace). */
let history: { url: string; replace: boolean }[]
let fetchPage: ReturnType<typeof vi.fn<(params: ListParams) => Promise<ListPageData<Person>>>>

function Harness({ initial }: { initial: string }) {
  const [searchParams, setState] = useState(() => new URLSearchParams(initial))
  const setSearchParams = useCallback((next: URLSearchParams, options?: { replace?: boolean }) => {
    history.push({ url: next.toString(), replace: Boolean(options?.replace) })
    setState(next)
  }, [])
  const list = useListParams({
    searchParams,
    setSearchParams,
    filters: FILTERS,
    sortable: SORTABLE,
    defaultSort: DEFAULT_SORT,
  })
  const result = useQuery({
    queryKey: ['people', list.params],
    queryFn: () => fetchPage(list.params),
    placeholderData: keepPreviousData,
  })
  return (
    <ListPage
      title="People"
      noun="people"
      columns={columns}
      rowKey={(p) => p.id}
      result={result}
      list={list}
      filters={FILTERS}
      errorMessage="timeout"
    />
  )
}

function NotesHarness(props: { searchNote?: string; notes?: string[] }) {
  const list = useListParams({ searchParams: new URLSearchParams(), setSearchParams: () => {} })
  const result = { data: page(1), isError: false, isFetching: false, refetch: () => {} }
  return (
    <ListPage
      title="People"
      noun="people"
      columns={columns}
      rowKey={(p) => p.id}
      result={result}
      list={list}
      {...props}
    />
  )
}

function renderList(initial = '') {
  const client = createQueryClient()
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <Harness initial={initial} />
    </QueryClientProvider>,
  )
}

const lastUrl = () => history[history.length - 1]?.url ?? ''
const rowNames = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent)

beforeEach(() => {
  history = []
  fetchPage = vi.fn((params: ListParams) => Promise.resolve(page(params.page)))
})

describe('ListPage', () => {
  it('shows the heading, a labelled search box and the first page', async () => {
    renderList()
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument()
    expect(screen.getByRole('search')).toContainElement(
      screen.getByRole('searchbox', { name: 'Search people' }),
    )
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('')
    expect(await screen.findByText('Person 1a')).toBeInTheDocument()
    expect(screen.getByText('Showing 1–2 of 40 people')).toBeInTheDocument()
    expect(screen.getByText('40 people found')).toHaveAttribute('role', 'status')
  })

  it('says beside the search box what the list cannot do, in a live region', async () => {
    const { rerender } = renderWithTheme(<NotesHarness />)
    const box = screen.getByRole('searchbox', { name: 'Search people' })
    expect(box).not.toHaveAttribute('aria-describedby')
    rerender(<NotesHarness searchNote="Search is not available on this host." notes={['x']} />)
    const note = screen.getByText('Search is not available on this host.')
    expect(box).toHaveAccessibleDescription('Search is not available on this host.')
    expect(note.parentElement).toHaveAttribute('role', 'status')
    expect(screen.getByText('x').parentElement).toBe(note.parentElement)
  })

  it('searches 500 ms after typing stops, once, replacing the URL entry', async () => {
    renderList('page=3')
    await screen.findByText('Person 3a')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'ada')
    expect(history).toEqual([])
    await new Promise((r) => setTimeout(r, 250))
    expect(history).toEqual([])
    await waitFor(() => expect(history).toEqual([{ url: 'search=ada', replace: true }]))
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: 'ada', page: 1 }),
      ),
    )
  })

  it('searches at once on Enter', async () => {
    renderList()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'lee{Enter}')
    expect(lastUrl()).toBe('search=lee')
  })

  it('reads its state from the URL, ignoring what it does not offer', async () => {
    renderList('search=ada&filter[status]=closed&sort=-name&page=2')
    await screen.findByText('Person 2a')
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('ada')
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('closed')
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    expect(fetchPage).toHaveBeenCalledWith({
      search: 'ada',
      filters: { status: 'closed' },
      sort: { id: 'name', direction: 'desc' },
      page: 2,
    })

    fetchPage.mockClear()
    renderList('filter[status]=deleted&sort=password')
    await waitFor(() =>
      expect(fetchPage).toHaveBeenCalledWith({ search: '', filters: {}, sort: null, page: 1 }),
    )
  })

  it('sorts by a header click, flips on the second, and starts again at page 1', async () => {
    renderList('page=2')
    await screen.findByText('Person 2a')
    const name = screen.getByRole('button', { name: 'Name' })
    await userEvent.click(name)
    expect(lastUrl()).toBe('sort=name')
    await userEvent.click(name)
    expect(lastUrl()).toBe('sort=-name')
    expect(history.every((h) => !h.replace)).toBe(true)
  })

  it('filters through the select and clears the filter with "All statuses"', async () => {
    renderList('page=2')
    const status = screen.getByRole('combobox', { name: 'Status' })
    await userEvent.selectOptions(status, 'Active')
    expect(lastUrl()).toBe('filter%5Bstatus%5D=active')
    await userEvent.selectOptions(status, 'All statuses')
    expect(lastUrl()).toBe('')
  })

  it('keeps the current page on screen, marked busy, while the next one loads', async () => {
    renderList()
    await screen.findByText('Person 1a')
    let resolve!: (value: ListPageData<Person>) => void
    fetchPage.mockImplementationOnce(() => new Promise((r) => (resolve = r)))

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(lastUrl()).toBe('page=2')
    const table = screen.getByRole('table', { name: 'People' })
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'))
    expect(rowNames()).toEqual(['Person 1a', 'Person 1b'])

    await act(async () => resolve(page(2)))
    await waitFor(() => expect(rowNames()).toEqual(['Person 2a', 'Person 2b']))
    expect(table).not.toHaveAttribute('aria-busy')
  })

  it('says nothing matched and clears search and filters, keeping the sort', async () => {
    fetchPage.mockImplementation((params) =>
      Promise.resolve(params.search || params.filters.status ? page(1, 0) : page(1)),
    )
    renderList('search=zzz&filter[status]=active&sort=name')
    expect(await screen.findByText('No people found')).toBeInTheDocument()
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(lastUrl()).toBe('sort=name')
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('')
    expect(await screen.findByText('Person 1a')).toBeInTheDocument()
  })

  it('offers no clear action when an unfiltered list is empty', async () => {
    fetchPage.mockResolvedValue(page(1, 0))
    renderList()
    expect(await screen.findByText('No people found')).toBeInTheDocument()
    expect(screen.getByText('There are no people yet.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
  })

  it('sends a page past the end back to the first page', async () => {
    fetchPage.mockImplementation((params) =>
      Promise.resolve(
        params.page > 20 ? { ...page(params.page), data: [], from: null, to: null } : page(1),
      ),
    )
    renderList('page=99')
    expect(await screen.findByText('This page is empty')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }))
    expect(lastUrl()).toBe('')
    expect(await screen.findByText('Person 1a')).toBeInTheDocument()
  })

  it('shows the error with its message and retries', async () => {
    fetchPage.mockRejectedValueOnce(new Error('boom'))
    renderList()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong')
    expect(alert).toHaveTextContent('timeout')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Person 1a')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })
})
