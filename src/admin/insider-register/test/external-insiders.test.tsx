// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/app/test/render-app'
import { formatDate } from '@/lib/format'
import { investorPageHost } from '@/test/investor-page-host'

// Whole journeys through the app (dialogs, pickers with their 500 ms pause): give them room.
vi.setConfig({ testTimeout: 60_000 })

const host = investorPageHost('superadmin@example.com')
type Row = Record<string, unknown> & { id: number }
const insiders = () => host.api.host.db.table<Row>('pa-deals')
const list = () => screen.findByRole('table', { name: 'External insiders' })

describe('the insider register: external insiders', () => {
  it('lists them with firm, contact, deal, reason, when they became insiders and ceased', async () => {
    await renderApp('/admin/insider-register/pa-deals')
    const grid = await list()
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(4))
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(
      expect.arrayContaining(['Name', 'Contact', 'Deal', 'Reason', 'Became an insider', 'Ceased']),
    )
    const tom = within(grid).getByRole('link', { name: 'Tom Ashby' }).closest('tr')!
    expect(tom).toHaveTextContent('Ashby Corporate Finance')
    expect(tom).toHaveTextContent('Current')
    expect(
      within(screen.getByRole('navigation', { name: 'Insider register lists' })).getByRole('link', {
        name: 'External insiders',
      }),
    ).toHaveAttribute('aria-current', 'page')
  })

  it('creates one: a host 422 lands on its field and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null })
    const { router } = await renderApp('/admin/insider-register/pa-deals')
    await user.click(await screen.findByRole('link', { name: 'New external insider' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/insider-register/pa-deals/create'),
    )
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Sam Lee')
    await user.type(screen.getByRole('textbox', { name: /^Firm/ }), 'Lee Audit')
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'sam@lee.example')
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Auditor to the company')
    const deal = insiders().all()[0].investment_opportunity_id
    const dealName = String(
      host.api.host.db.table('investment-opportunities').find(Number(deal))!.name,
    )
    await user.type(screen.getByRole('combobox', { name: /^Deal/ }), dealName.slice(0, 6))
    await user.click(await screen.findByRole('option', { name: dealName }))
    const became = screen.getByLabelText(/^Became an insider/)
    await user.type(became, '2026-10-20T14:30')
    await user.type(screen.getByLabelText(/^Ceased to be an insider/), '2026-10-01')
    await user.click(screen.getByRole('button', { name: 'Create external insider' }))

    expect(
      await screen.findAllByText(
        'The date ceased must be on or after the date they became an insider.',
      ),
    ).not.toHaveLength(0)
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sam Lee')
    expect(screen.getByRole('textbox', { name: /^Reason/ })).toHaveValue('Auditor to the company')
    expect(became).toHaveValue('2026-10-20T14:30')
    expect(insiders().where((r) => r.name === 'Sam Lee')).toHaveLength(0)

    await user.clear(screen.getByLabelText(/^Ceased to be an insider/))
    await user.click(screen.getByRole('button', { name: 'Create external insider' }))
    await waitFor(() => expect(insiders().where((r) => r.name === 'Sam Lee')).toHaveLength(1))
    const made = insiders().first((r) => r.name === 'Sam Lee')!
    expect(made).toMatchObject({
      firm: 'Lee Audit',
      investment_opportunity_id: deal,
      became_insider_at: '2026-10-20T14:30',
      ceased_at: null,
    })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/admin/insider-register/pa-deals/${made.id}/details`,
      ),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Lee' })).toBeVisible()
  })

  it('edits one: the stored date and time come back into the form', async () => {
    const user = userEvent.setup({ delay: null })
    const tom = insiders().first((r) => r.name === 'Tom Ashby')!
    const { router } = await renderApp(`/admin/insider-register/pa-deals/${tom.id}/edit`)
    const firm = await screen.findByRole('textbox', { name: /^Firm/ })
    await waitFor(() => expect(firm).toHaveValue('Ashby Corporate Finance'))
    expect(screen.getByLabelText(/^Became an insider/)).toHaveValue(
      String(tom.became_insider_at).slice(0, 16),
    )
    // Ceasing the day they became one is allowed (the seed dates follow today's date).
    const day = String(tom.became_insider_at).slice(0, 10)
    await user.type(screen.getByLabelText(/^Ceased to be an insider/), day)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(insiders().find(tom.id)!.ceased_at).toBe(day))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/details$/))
    expect(await screen.findByText(`Ceased ${formatDate(day)}`)).toBeVisible()
  })

  it('exports them as CSV with the deal by name', async () => {
    const blobs: Blob[] = []
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob)
      return 'blob:external'
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    try {
      await renderApp('/admin/insider-register/pa-deals')
      await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(blobs).toHaveLength(1))
      const [head, ...lines] = (await blobs[0].text()).trim().split('\r\n')
      expect(head).toBe('Name,Firm,Email,Phone,Deal,Reason,Became an insider,Ceased')
      expect(lines).toHaveLength(3)
      expect(lines.some((l) => l.startsWith('Tom Ashby,Ashby Corporate Finance,'))).toBe(true)
    } finally {
      create.mockRestore()
      click.mockRestore()
    }
  })

  it('says so when the export fails, and keeps the page', async () => {
    const seen: string[] = []
    host.use(
      mock.get(/\/api\/pa-deals(\?.*)?$/, ({ request }) => {
        seen.push(request.url)
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    await renderApp('/admin/insider-register/pa-deals')
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('The export failed')).toBeVisible()
    expect(seen.some((url) => url.includes('per_page=100'))).toBe(true)
    expect(screen.getByRole('heading', { level: 1, name: 'Insider Register' })).toBeVisible()
  })
})
