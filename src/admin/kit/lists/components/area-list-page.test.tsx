// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { dealsArea, investorsArea, liveOpportunitiesArea, updatesArea } from '../areas'
import { listRequests, startMockHost } from '../test/mock-host'
import { renderArea } from '../test/render-area'

const host = startMockHost('superadmin@example.com')

beforeEach(async () => {
  await http.delete('/__mock/faults')
  host.requests.length = 0
})

/** The table's body rows as arrays of cells, the selection checkbox's cell left out. */
function bodyRows(name: string) {
  const table = screen.getByRole('table', { name })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(1))
}
const column = (name: string, index: number) =>
  bodyRows(name).map((cells) => cells[index].textContent ?? '')
const pounds = (text: string) => (text.startsWith('£') ? Number(text.replace(/[£,]/g, '')) : -1)
const rows = <T,>(family: string) => host.api().host.db.table(family).all() as unknown as T[]

describe('AreaListPage: deals', () => {
  it('lists deals with the heading, the create action and paging', async () => {
    await renderArea(dealsArea)
    expect(await screen.findByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument()
    expect(await screen.findByText('Showing 1–25 of 40 deals')).toBeInTheDocument()
    expect(bodyRows('Deals')).toHaveLength(25)
    expect(screen.getByRole('link', { name: 'New deal' })).toHaveAttribute(
      'href',
      '/admin/investments/new-deal',
    )
    const [first] = listRequests(host.requests, 'pipeline-deals')
    expect(first).toContain('include=stage')
    expect(first).toContain('sort=-created_at')
    expect(first).toContain('per_page=25')
  })

  it('sorts by a header: the request changes and so does the order', async () => {
    await renderArea(dealsArea)
    await screen.findByText('Showing 1–25 of 40 deals')
    // MySQL's order: NULLs (shown as "not set", -1 here) first ascending, last descending.
    const amounts = rows<{ amount_sought: number | null }>('pipeline-deals').map(
      (d) => d.amount_sought ?? -1,
    )
    const header = () => screen.getByRole('columnheader', { name: 'Amount sought' })

    await userEvent.click(screen.getByRole('button', { name: 'Amount sought' }))
    await waitFor(() =>
      expect(listRequests(host.requests, 'pipeline-deals').pop()).toContain('sort=amount_sought'),
    )
    const ascending = [...amounts].sort((a, b) => a - b).slice(0, 25)
    await waitFor(() => expect(column('Deals', 2).map(pounds)).toEqual(ascending))
    expect(header()).toHaveAttribute('aria-sort', 'ascending')

    await userEvent.click(screen.getByRole('button', { name: 'Amount sought' }))
    await waitFor(() =>
      expect(listRequests(host.requests, 'pipeline-deals').pop()).toContain('sort=-amount_sought'),
    )
    const descending = [...amounts].sort((a, b) => b - a).slice(0, 25)
    await waitFor(() => expect(column('Deals', 2).map(pounds)).toEqual(descending))
    expect(header()).toHaveAttribute('aria-sort', 'descending')
  })

  it('goes to the next page', async () => {
    const { router } = await renderArea(dealsArea)
    await screen.findByText('Showing 1–25 of 40 deals')
    const firstPage = column('Deals', 0)
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Showing 26–40 of 40 deals')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')
    expect(listRequests(host.requests, 'pipeline-deals').pop()).toContain('page=2')
    const secondPage = column('Deals', 0)
    expect(secondPage).toHaveLength(15)
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false)
  })

  it('narrows by search and by status filter', async () => {
    const deal = rows<{ company_name: string }>('pipeline-deals')[0]
    const word = deal.company_name.split(' ')[0]
    const { router } = await renderArea(dealsArea)
    await screen.findByText('Showing 1–25 of 40 deals')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search deals' }), word)
    await waitFor(() =>
      expect(listRequests(host.requests, 'pipeline-deals').pop()).toContain(
        `filter[search]=${word}`,
      ),
    )
    await waitFor(() => expect(bodyRows('Deals').length).toBeLessThan(25))
    for (const name of column('Deals', 0)) expect(name.toLowerCase()).toContain(word.toLowerCase())
    expect(router.state.location.search).toBe(`?search=${word}`)

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Investment')
    await waitFor(() =>
      expect(listRequests(host.requests, 'pipeline-deals').pop()).toContain('filter[status]=won'),
    )
  })

  it('opens a deal on its performance tab', async () => {
    await renderArea(dealsArea)
    await screen.findByText('Showing 1–25 of 40 deals')
    const link = within(bodyRows('Deals')[0][0]).getByRole('link')
    await userEvent.click(link)
    expect(
      await screen.findByText(/^Opened \/admin\/investments\/deals\/\d+\/performance$/),
    ).toBeInTheDocument()
  })

  it('shows a failure and recovers on retry', async () => {
    await http.post('/__mock/faults', { path: '/api/pipeline-deals', status: 500, times: 1 })
    await renderArea(dealsArea)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The list could not be loaded. Please try again.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Showing 1–25 of 40 deals')).toBeInTheDocument()
  })
})

describe('AreaListPage: live opportunities', () => {
  type Opp = { stage: number; id: number }
  const live = () =>
    rows<Opp>('investment-opportunities').filter((o) => o.stage >= 2 && o.stage <= 4)

  it('shows only stages 2-4, each opening its live details', async () => {
    await renderArea(liveOpportunitiesArea)
    const total = live().length
    expect(await screen.findByText(`Showing 1–25 of ${total} live opportunities`)).toBeVisible()
    for (const stage of column('Live opportunities', 3)) expect(stage).toMatch(/^[234] – /)
    for (const cells of bodyRows('Live opportunities'))
      expect(within(cells[0]).getByRole('link')).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/admin\/investments\/opportunities\/\d+\/details$/),
      )
    for (const request of listRequests(host.requests, 'investment-opportunities'))
      expect(request).toContain('filter[stage]=2,3,4')

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(
      await screen.findByText(`Showing 26–${total} of ${total} live opportunities`),
    ).toBeVisible()
    for (const stage of column('Live opportunities', 3)) expect(stage).toMatch(/^[234] – /)
  })

  it('reaches stage 1 (setup) through the stage filter; those open the edit page', async () => {
    await renderArea(liveOpportunitiesArea, '?filter[stage]=1')
    const setup = rows<Opp>('investment-opportunities').filter((o) => o.stage === 1).length
    expect(
      await screen.findByText(`Showing 1–${setup} of ${setup} live opportunities`),
    ).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('1')
    for (const cells of bodyRows('Live opportunities'))
      expect(within(cells[0]).getByRole('link').getAttribute('href')).toMatch(/\/edit$/)
  })

  it('ignores a stage outside the area in the URL', async () => {
    await renderArea(liveOpportunitiesArea, '?filter[stage]=5')
    expect(
      await screen.findByText(`Showing 1–25 of ${live().length} live opportunities`),
    ).toBeVisible()
  })

  it("uses the tenant's word for industry", async () => {
    const branding = host.api().host.db.table('branding')
    const before = branding.find(1)!.navigation
    await branding.update(1, { navigation: JSON.stringify({ industry: 'Sector' }) })
    try {
      await renderArea(liveOpportunitiesArea)
      expect(await screen.findByRole('columnheader', { name: 'Sector' })).toBeInTheDocument()
    } finally {
      await branding.update(1, { navigation: before })
    }
  })
})

describe('AreaListPage: investors', () => {
  type User = { id: number; role_id: number; name: string; surname: string | null }

  it('lists investors only, linking each to its details', async () => {
    await renderArea(investorsArea)
    const investors = rows<User>('users').filter((u) => u.role_id === 5)
    expect(await screen.findByText(`Showing 1–25 of ${investors.length} investors`)).toBeVisible()
    expect(screen.getByRole('columnheader', { name: 'Investor Reference Number' })).toBeVisible()
    const link = within(bodyRows('Investors')[0][0]).getByRole('link')
    expect(link.getAttribute('href')).toMatch(/^\/admin\/investors\/\d+\/details$/)
    expect(listRequests(host.requests, 'users')[0]).toContain('type=investor')
  })

  it('narrows by search and sorts by reference', async () => {
    const investor = rows<User>('users').find((u) => u.role_id === 5 && u.surname)!
    await renderArea(investorsArea)
    await screen.findByText(/^Showing 1–25 of/)
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search investors' }),
      investor.surname!,
    )
    await waitFor(() =>
      expect(listRequests(host.requests, 'users').pop()).toContain(
        `filter[search]=${investor.surname}`,
      ),
    )
    await waitFor(() =>
      expect(column('Investors', 0).join('|')).toContain(`${investor.name} ${investor.surname}`),
    )
    expect(bodyRows('Investors').length).toBeLessThan(25)

    await userEvent.click(screen.getByRole('button', { name: 'Investor Reference Number' }))
    await waitFor(() =>
      expect(listRequests(host.requests, 'users').pop()).toContain('sort=investor_reference'),
    )
    await waitFor(() => {
      const refs = column('Investors', 1)
      expect(refs).toEqual([...refs].sort())
    })
  })
})

describe('AreaListPage: update reports', () => {
  it('opens drafts in the editor and live reports in their details', async () => {
    await renderArea(updatesArea)
    expect(await screen.findByRole('heading', { level: 1, name: 'Updates' })).toBeVisible()
    await screen.findByText(/^Showing 1–25 of \d+ update reports$/)
    const table = bodyRows('Updates')
    for (const cells of table) {
      const href = within(cells[0]).getByRole('link').getAttribute('href')
      const status = cells[2].textContent
      expect(href).toMatch(status === 'Draft' ? /\/edit-update$/ : /\/details$/)
    }
    expect(table.map((cells) => cells[2].textContent)).toEqual(
      expect.arrayContaining(['Draft', 'Live']),
    )
    expect(listRequests(host.requests, 'reports')[0]).toContain('type=update')
  })

  it('filters by status and pages on', async () => {
    await renderArea(updatesArea, '?filter[status]=live')
    const live = rows<{ type: string; status: string }>('reports').filter(
      (r) => r.type === 'update' && r.status === 'live',
    ).length
    expect(
      await screen.findByText(`Showing 1–${Math.min(25, live)} of ${live} update reports`),
    ).toBeVisible()
    expect(new Set(column('Updates', 2))).toEqual(new Set(['Live']))
    if (live > 25) {
      await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
      expect(
        await screen.findByText(`Showing 26–${Math.min(50, live)} of ${live} update reports`),
      ).toBeVisible()
    }
  })
})
