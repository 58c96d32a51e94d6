// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { axeFindings } from '@/test/axe'
import { contactsArea, investorsArea, nomineesArea } from '../areas'
import { listRequests, startMockHost } from '../test/mock-host'
import { renderArea } from '../test/render-area'

/** What staff expect of every list: row click, bulk select and export, URL state, empty states. */
const host = startMockHost('superadmin@example.com')

beforeEach(() => {
  host.requests.length = 0
})
afterEach(() => vi.restoreAllMocks())

const bodyRows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)

describe('a row', () => {
  it('opens its record on a click anywhere, and stays a plain row for the keyboard', async () => {
    await renderArea(investorsArea)
    await screen.findByText(/^Showing 1–25 of /)
    const row = bodyRows('Investors')[0]
    const link = within(row).getAllByRole('link')[0]
    const href = link.getAttribute('href')
    expect(href).toMatch(/^\/admin\/investors\/\d+\/details$/)
    // Not a focusable button: the link in the first cell is the keyboard's way in.
    expect(row).not.toHaveAttribute('tabindex')
    expect(row).not.toHaveAttribute('role', 'button')

    await userEvent.click(within(row).getAllByRole('cell')[3])
    expect(await screen.findByText(`Opened ${href}`)).toBeInTheDocument()
  })

  it('does not open the record when its checkbox is ticked', async () => {
    const { router } = await renderArea(investorsArea)
    await screen.findByText(/^Showing 1–25 of /)
    const box = within(bodyRows('Investors')[0]).getByRole('checkbox')
    await userEvent.click(box)
    expect(box).toBeChecked()
    expect(router.state.location.pathname).toBe('/admin/investors')
  })
})

describe('bulk selection', () => {
  it('selects rows by name or the whole page and exports the selection as CSV', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:selection')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await renderArea(nomineesArea)
    await screen.findByText(/^Showing 1–/)
    const nominees = host
      .api()
      .host.db.table('nominees')
      .all()
      .sort((a, b) => String(a.name).localeCompare(String(b.name)))
    const [a, b] = nominees

    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${a.name}` }))
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${b.name}` }))
    expect(screen.getByText('2 selected')).toBeInTheDocument()
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' })
    expect(all).toHaveProperty('indeterminate', true)

    await userEvent.click(screen.getByRole('button', { name: 'Export selection' }))
    await waitFor(() => expect(clicked).toHaveBeenCalled())
    const exported = host.requests.find((r) => r.startsWith('GET /api/nominees/export'))
    expect(exported).toBe(`GET /api/nominees/export?filter[id]=${a.id},${b.id}`)
    const csv = await (created.mock.calls[0][0] as Blob).text()
    const ids = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => Number(l.split(',')[0]))
    expect(ids.sort()).toEqual([a.id, b.id].sort())

    // From the keyboard: Space on "Select all on this page" ticks every row on the page.
    all.focus()
    await userEvent.keyboard(' ')
    const onPage = bodyRows('Nominees').length
    expect(screen.getByText(`${onPage} selected`)).toBeInTheDocument()
    expect(all).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }))
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument()
    expect(all).not.toBeChecked()
  })

  it('has no axe violations with rows selected', async () => {
    await renderArea(investorsArea)
    await screen.findByText(/^Showing 1–25 of /)
    await userEvent.click(within(bodyRows('Investors')[1]).getByRole('checkbox'))
    await screen.findByText('1 selected')
    expect(await axeFindings()).toEqual([])
  })
})

describe('the URL holds the list', () => {
  it('restores search, filter, sort and page on load, and follows back and forward', async () => {
    const { router } = await renderArea(
      investorsArea,
      '?search=a&filter[kyc_status]=verified&sort=surname&page=2',
    )
    await waitFor(() => expect(listRequests(host.requests, 'users').length).toBeGreaterThan(0))
    const first = listRequests(host.requests, 'users')[0]
    expect(first).toContain('filter[search]=a')
    expect(first).toContain('filter[kyc_status]=verified')
    expect(first).toContain('sort=surname')
    expect(first).toContain('page=2')
    expect(screen.getByRole('searchbox', { name: 'Search investors' })).toHaveValue('a')
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Name' }))
    await waitFor(() => expect(router.state.location.search).toContain('sort=-surname'))
    expect(router.state.location.search).not.toContain('page=')

    await router.navigate(-1)
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    )
    await waitFor(() => expect(listRequests(host.requests, 'users').pop()).toContain('page=2'))

    await router.navigate(1)
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    )
  })
})

describe('empty states', () => {
  it('offers "Clear search" when a search finds nothing', async () => {
    const { router } = await renderArea(investorsArea, '?search=no-such-investor-anywhere')
    expect(await screen.findByText('No investors found')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(await screen.findByText(/^Showing 1–25 of /)).toBeInTheDocument()
  })

  it('offers the create action when the list has nothing yet', async () => {
    // A tenant with no contacts yet: the host answers an empty first page.
    host.use(
      mswHttp.get('*/api/contacts', () =>
        HttpResponse.json({
          data: [],
          current_page: 1,
          last_page: 1,
          per_page: 25,
          total: 0,
          from: null,
          to: null,
        }),
      ),
    )
    await renderArea(contactsArea)
    expect(await screen.findByText('No contacts found')).toBeInTheDocument()
    const empty = screen.getByText('There are no contacts yet.').parentElement!
    expect(within(empty).getByRole('link', { name: 'New contact' })).toHaveAttribute(
      'href',
      '/admin/investors/new-contact',
    )
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
  })
})
