// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as msw, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { SEARCH_DEBOUNCE_MS } from '@/ui'
import { contactsArea, insiderRegisterArea, investorsArea } from '../areas'
import { listRequests, startMockHost } from '../test/mock-host'
import { renderArea } from '../test/render-area'

const host = startMockHost('superadmin@example.com')

beforeEach(async () => {
  await http.delete('/__mock/faults')
  host.requests.length = 0
})

/**
 * A host whose controller does not allow one query parameter: spatie's 400 with its message
 * for any list request naming it; every other request goes on to the mock host.
 */
function refuse(family: string, part: 'filter' | 'sort' | 'include', name: string) {
  const sends = (url: URL) => {
    if (part === 'filter') return url.searchParams.has(`filter[${name}]`)
    const list = (url.searchParams.get(part) ?? '').split(',')
    return list.some((item) => item.replace(/^-/, '') === name)
  }
  host.use(
    msw.get(`*/api/${family}`, ({ request }) => {
      if (!sends(new URL(request.url))) return undefined
      const message =
        part === 'sort'
          ? `Requested sort(s) \`${name}\` is not allowed. Allowed sort(s) are \`id\`.`
          : `Requested ${part}(s) \`${name}\` are not allowed. Allowed ${part}(s) are \`id\`.`
      return HttpResponse.json({ message }, { status: 400 })
    }),
  )
}

const bodyRows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)
const contactCount = () => host.api().host.db.table('contacts').all().length
const firstPage = () => `Showing 1–25 of ${contactCount()} contacts`
const searches = () =>
  listRequests(host.requests, 'contacts').filter((r) => r.includes('filter[search]'))
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a host that refuses the search filter', () => {
  it('keeps the rows, says so beside the search box, and stops sending the search', async () => {
    refuse('contacts', 'filter', 'search')
    await renderArea(contactsArea)
    expect(await screen.findByText(firstPage())).toBeVisible()
    const box = screen.getByRole('searchbox', { name: 'Search contacts' })

    await userEvent.type(box, 'smith')
    await waitFor(() => expect(searches()).toHaveLength(1))
    const note = await screen.findByText('Search is not available on this host.')
    expect(note.closest('[role="status"]')).not.toBeNull()
    expect(box).toHaveAccessibleDescription('Search is not available on this host.')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText('Something went wrong')).toBeNull()
    expect(screen.getByText(firstPage())).toBeVisible()
    expect(bodyRows('Contacts')).toHaveLength(25)

    // Typing on asks the host nothing more: the request without the search is the one shown.
    const before = host.requests.length
    await userEvent.type(box, ' and jones')
    await pause(SEARCH_DEBOUNCE_MS + 200)
    await userEvent.type(box, '{Enter}')
    await pause(100)
    expect(host.requests.slice(before)).toEqual([])
    expect(searches()).toHaveLength(1)
    expect(box).toHaveValue('smith and jones')
    expect(bodyRows('Contacts')).toHaveLength(25)
  })

  it('shows the unsearched rows when the page opens with a search in its address', async () => {
    refuse('contacts', 'filter', 'search')
    await renderArea(contactsArea, '?search=smith')
    expect(await screen.findByText(firstPage())).toBeVisible()
    expect(screen.getByText('Search is not available on this host.')).toBeVisible()
    expect(listRequests(host.requests, 'contacts')).toEqual([
      expect.stringContaining('filter[search]=smith'),
      expect.not.stringContaining('filter[search]'),
    ])
  })
})

describe('a host that refuses a sort, a select filter or an include', () => {
  it('sorts by the default instead and no longer offers that sort', async () => {
    refuse('contacts', 'sort', 'company')
    await renderArea(contactsArea)
    await screen.findByText(firstPage())
    await userEvent.click(screen.getByRole('button', { name: 'Company' }))
    expect(
      await screen.findByText('Sorting by company is not available on this host.'),
    ).toBeVisible()
    expect(screen.getByText(firstPage())).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Company' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    const sorts = listRequests(host.requests, 'contacts').map((r) => /sort=([^&]*)/.exec(r)?.[1])
    expect(sorts).toEqual(['-created_at', 'company'])
  })

  it('drops a refused select filter and says so', async () => {
    refuse('users', 'filter', 'kyc_status')
    await renderArea(investorsArea, '?filter[kyc_status]=verified')
    expect(
      await screen.findByText('Filtering by KYC status is not available on this host.'),
    ).toBeVisible()
    await screen.findByText(/^Showing 1–25 of/)
    expect(screen.queryByRole('combobox', { name: 'KYC status' })).toBeNull()
    expect(listRequests(host.requests, 'users').pop()).not.toContain('kyc_status')
  })

  it('drops a refused include: the rows stay, the relation reads as not set', async () => {
    refuse('contacts', 'include', 'leadStatus')
    await renderArea(contactsArea)
    expect(await screen.findByText('Lead status is not available on this host.')).toBeVisible()
    expect(await screen.findByText(firstPage())).toBeVisible()
    for (const row of bodyRows('Contacts'))
      // Cell 0 is the selection checkbox; 5 is the lead status.
      expect(within(row).getAllByRole('cell')[5]).toHaveTextContent('Not set')
    expect(listRequests(host.requests, 'contacts').pop()).not.toContain('include=')
  })

  it('cannot show a list whose own filter is refused, and says why, once', async () => {
    refuse('users', 'filter', 'is_market_sounding_insider')
    await renderArea(insiderRegisterArea)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'This host cannot show this list: it does not allow the filter is_market_sounding_insider that the list needs.',
    )
    await pause(300)
    expect(listRequests(host.requests, 'users')).toHaveLength(1)
  })
})
