// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { investorPageHost, logInAs, mockSettings } from '@/test/investor-page-host'
import { renderApp, watchRequests } from '@/app/test/render-app'

const host = investorPageHost('superadmin@example.com')
type Row = Record<string, unknown> & { id: number }
const table = (name: string) => host.api.host.db.table<Row>(name)
const field = (name: string) => screen.getByRole('textbox', { name })
const BASE = '/admin/investments/fund-opportunities'

beforeEach(async () => {
  await mockSettings({ funds_enabled: 1 })
})

describe('fund opportunity record', () => {
  it('opens on its details, with the fund, the raise and SPEC §2’s sections', async () => {
    const fio = table('fund-investment-opportunities').all()[0]!
    const fund = table('funds').find(Number(fio.fund_id))!
    const { router } = await renderApp(`${BASE}/${fio.id}/details`)
    // The section's lazy chunk is compiled on first use.
    expect(
      await screen.findByRole('heading', { level: 1, name: String(fio.name) }, { timeout: 15000 }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`${BASE}/${fio.id}/details`)
    const nav = screen.getByRole('navigation', { name: /sections/ })
    expect(within(nav).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(
      ['details', 'key-information', 'transactions', 'notes-calls-tasks', 'maturity-statuses'].map(
        (s) => `${BASE}/${fio.id}/${s}`,
      ),
    )
    expect(screen.getAllByText(String(fund.name)).length).toBeGreaterThan(0)
    expect(screen.getByRole('progressbar', { name: 'Raised of target' })).toBeInTheDocument()
    await userEvent.click(within(nav).getByRole('link', { name: 'Key information' }))
    expect(await screen.findByRole('heading', { name: 'Maturity' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `${BASE}/${fio.id}/edit`,
    )
  })

  it("creates one through the host's 422, keeping what was typed", async () => {
    const fund = table('funds').all()[0]!
    const { router } = await renderApp(`${BASE}/new-opportunity`)
    await screen.findByRole('heading', { level: 1, name: 'New fund opportunity' })
    await userEvent.type(screen.getByRole('combobox', { name: /^Fund/ }), String(fund.name))
    await userEvent.click(await screen.findByRole('option', { name: String(fund.name) }))
    await userEvent.type(field('Name'), 'Tranche Z')
    await userEvent.type(field('Target'), '2000000')
    await userEvent.type(field('Minimum investment'), '25000')
    // Once, the host refuses the name (a rule the form cannot know, e.g. a taken slug).
    const message = 'The name has already been taken.'
    let refused = false
    host.use(
      mock.post(/\/api\/fund-investment-opportunities$/, () => {
        if (refused) return undefined
        refused = true
        return HttpResponse.json({ message, errors: { name: [message] } }, { status: 422 })
      }),
    )
    // After the refusal, so it sees every request first (the last handler added answers first).
    const sent = watchRequests(host, 'post', '/api/fund-investment-opportunities')
    await userEvent.click(screen.getByRole('button', { name: 'Create fund opportunity' }))

    await waitFor(() => expect(field('Name')).toHaveAttribute('aria-invalid', 'true'))
    expect(sent).toHaveLength(1)
    expect(field('Name')).toHaveAccessibleDescription(message)
    expect(field('Name')).toHaveValue('Tranche Z')
    expect(field('Target')).toHaveValue('2,000,000')
    expect(field('Minimum investment')).toHaveValue('25,000')
    expect(screen.getByRole('combobox', { name: /^Fund/ })).toHaveValue(String(fund.name))
    expect(router.state.location.pathname).toBe(`${BASE}/new-opportunity`)

    await userEvent.click(screen.getByRole('button', { name: 'Create fund opportunity' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/\d+\/(details|key-)/))
    const created = table('fund-investment-opportunities').first((o) => o.name === 'Tranche Z')!
    expect(created).toMatchObject({
      fund_id: fund.id,
      status: 1,
      target_amount: 2000000,
      minimum_investment: 25000,
      maturity_status: 'open',
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Tranche Z' })).toBeInTheDocument()
  })

  it('edits one in the same form, starting from the record', async () => {
    const fio = table('fund-investment-opportunities').all()[0]!
    const fund = table('funds').find(Number(fio.fund_id))!
    const { router } = await renderApp(`${BASE}/${fio.id}/edit`)
    await waitFor(() => expect(field('Name')).toHaveValue(String(fio.name)))
    expect(screen.getByRole('combobox', { name: /^Fund/ })).toHaveValue(String(fund.name))
    await userEvent.clear(field('Name'))
    await userEvent.type(field('Name'), 'Renamed tranche')
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }))
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/\/edit$/))
    expect(table('fund-investment-opportunities').find(fio.id)!.name).toBe('Renamed tranche')
  })

  it('is not there without the funds feature', async () => {
    await mockSettings({ funds_enabled: 0 })
    await logInAs('superadmin@example.com')
    const fio = table('fund-investment-opportunities').all()[0]!
    await renderApp(`${BASE}/${fio.id}/key-information`)
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: String(fio.name) })).toBeNull(),
    )
  })
})
