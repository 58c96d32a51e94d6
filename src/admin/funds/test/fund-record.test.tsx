// @vitest-environment dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { logout } from '@/lib/session'
import { investorPageHost, logInAs } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'

const host = investorPageHost('superadmin@example.com')
type Row = Record<string, unknown> & { id: number }
const table = (name: string) => host.api.host.db.table<Row>(name)

/** The first seeded fund investor@example.com holds units in. */
function heldFund() {
  const james = host.user('investor@example.com')
  const entry = table('fund-ledger').first(
    (e) => e.user_id === james.id && e.type === 'capital_call',
  )!
  return table('funds').find(Number(entry.fund_id))!
}

/** Signs in as another role: a login while signed in keeps the old session (Sanctum's guest). */
async function switchTo(email: string) {
  await logout(http).catch(() => undefined)
  await logInAs(email)
}

const sections = () => screen.findByRole('navigation', { name: 'Fund sections' })
const main = () => screen.getByRole('main')

// Each test renders the whole app over a freshly seeded host: slow on a busy machine.
describe('fund record page', { timeout: 90_000 }, () => {
  it('opens on its details: header figures, every section, the NAV history as a chart and a table', async () => {
    const fund = heldFund()
    await renderApp(`/admin/funds/${fund.id}/details`)
    expect(
      await screen.findByRole('heading', { level: 1, name: String(fund.name) }),
    ).toBeInTheDocument()
    const links = within(await sections()).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      [
        ['Details', 'details'],
        ['Transactions', 'transactions'],
        ['Portfolio', 'portfolio'],
        ['KPIs', 'kpis'],
        ['Notes, calls and tasks', 'notes-calls-tasks'],
      ].map(([label, segment]) => [label, `/admin/funds/${fund.id}/${segment}`]),
    )
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    const navs = table('net-asset-values').where((n) => n.fund_id === fund.id)
    const latest = [...navs].sort((a, b) =>
      String(b.valuation_date).localeCompare(String(a.valuation_date)),
    )[0]!
    expect(figure('Latest NAV per unit')).toBe(
      new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency: 'GBP',
        minimumFractionDigits: 2,
        maximumFractionDigits: 4,
      }).format(Number(latest.nav_per_unit)),
    )
    expect(Number(figure('Investors'))).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/funds/${fund.id}/edit`,
    )
    expect(
      await screen.findByRole('img', { name: /^NAV per unit\. Line chart/ }),
    ).toBeInTheDocument()
    const valuations = screen.getByRole('table', { name: 'Valuations' })
    expect(within(valuations).getAllByRole('row').length).toBe(Math.min(navs.length, 8) + 1)
  })

  it('records a NAV: the host’s 422s stay on their fields, then the history, the fund and the header move', async () => {
    const fund = heldFund()
    await renderApp(`/admin/funds/${fund.id}/details`)
    await screen.findByRole('table', { name: 'Valuations' })
    await userEvent.click(screen.getByRole('button', { name: 'Record NAV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Record net asset value' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Notes/ }), 'Q4 audit')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record NAV' }))
    const perUnit = within(dialog).getByRole('textbox', { name: /NAV per unit/ })
    await waitFor(() =>
      expect(perUnit).toHaveAccessibleDescription(/The nav per unit field is required/),
    )
    expect(within(dialog).getByRole('textbox', { name: /Total NAV/ })).toHaveAccessibleDescription(
      /The total nav field is required/,
    )
    expect(within(dialog).getByRole('textbox', { name: /Notes/ })).toHaveValue('Q4 audit')

    await userEvent.type(perUnit, '9.8765')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Total NAV/ }), '12345678')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record NAV' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(table('funds').find(fund.id)!.nav).toBe(12345678)
    await waitFor(() => expect(screen.getAllByText('£9.8765').length).toBeGreaterThan(1))
    const valuations = screen.getByRole('table', { name: 'Valuations' })
    expect(within(valuations).getAllByRole('row')[1]).toHaveTextContent('Q4 audit')
  })

  it('shows the ledger with its running balance, and adds an entry that moves it', async () => {
    const fund = heldFund()
    const { router } = await renderApp(`/admin/funds/${fund.id}/transactions`)
    const ledger = await screen.findByRole('table', { name: 'Fund ledger' })
    const sign: Record<string, number> = {
      commitment: 0,
      capital_call: 1,
      fee: 1,
      distribution: -1,
      redemption: -1,
    }
    const net = (id: number) =>
      table('fund-ledger')
        .where((e) => e.fund_id === id)
        .reduce((s, e) => s + sign[String(e.type)]! * Number(e.amount), 0)
    const gbp = (n: number) =>
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })
        .format(n)
        .replace(/\.00$/, '')
    const firstRow = () =>
      within(screen.getByRole('table', { name: 'Fund ledger' })).getAllByRole('row')[1]!
    expect(within(ledger).getAllByRole('row').length).toBe(21)
    expect(firstRow().lastElementChild).toHaveTextContent(gbp(net(fund.id)))

    await userEvent.click(screen.getByRole('button', { name: 'Add ledger entry' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add ledger entry' })
    // A subscription (the type it opens on) issues units: one field asks for them.
    expect(within(dialog).getAllByRole('textbox', { name: /^Units/ })).toHaveLength(1)
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Investor/ }), 'Whitaker')
    await userEvent.click(await within(dialog).findByRole('option', { name: /James Whitaker/ }))
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Type/ }),
      'distribution',
    )
    expect(within(dialog).queryByRole('textbox', { name: /^Units/ })).toBeNull()
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '2500')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'TEST-DIST-1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(firstRow()).toHaveTextContent('TEST-DIST-1'))
    expect(firstRow()).toHaveTextContent('-£2,500')
    expect(firstRow().lastElementChild).toHaveTextContent(gbp(net(fund.id)))
    expect(router.state.location.pathname).toBe(`/admin/funds/${fund.id}/transactions`)
  })

  it('lists investments through fund opportunities under the ledger only when there are some', async () => {
    const fund = heldFund()
    const viaFund = () =>
      table('investments').where((i) =>
        table('fund-investment-opportunities')
          .where((f) => f.fund_id === fund.id)
          .some((f) => f.id === i.fund_investment_opportunity_id),
      )
    for (const i of viaFund())
      await table('investments').update(i.id, { fund_investment_opportunity_id: null })
    await renderApp(`/admin/funds/${fund.id}/transactions`)
    await screen.findByRole('table', { name: 'Fund ledger' }, { timeout: 15_000 })
    // Given time to load: no empty second table saying "No transactions yet" under a full ledger.
    await new Promise((r) => setTimeout(r, 500))
    expect(screen.queryByText('No transactions yet')).toBeNull()
    expect(screen.getAllByRole('table')).toHaveLength(1)

    const fio = table('fund-investment-opportunities').first((f) => f.fund_id === fund.id)!
    const [a] = table('investments').all()
    await table('investments').update(a.id, { fund_investment_opportunity_id: fio.id })
    cleanup()
    await renderApp(`/admin/funds/${fund.id}/transactions`)
    expect(
      await screen.findByRole(
        'table',
        { name: 'Investments through fund opportunities' },
        { timeout: 15_000 },
      ),
    ).toHaveTextContent(String(a.payment_reference))
  })

  it('shows the unitholders under the holdings: each holder’s cost, value at the latest NAV and weight, as a chart and a table', async () => {
    const fund = heldFund()
    await renderApp(`/admin/funds/${fund.id}/portfolio`)
    const holdings = await screen.findByRole('table', { name: 'Unitholders' })
    const james = within(holdings).getByRole('row', { name: /James Whitaker/ })
    expect(within(james).getAllByRole('cell')[4]).toHaveTextContent(/^\d+(\.\d)?%$/)
    expect(screen.getByRole('img', { name: /^Units by value\. Donut chart/ })).toBeInTheDocument()
    // Weights add up to the whole fund.
    const weights = within(holdings)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Number(within(r).getAllByRole('cell')[4]!.textContent!.replace('%', '')))
    expect(Math.round(weights.reduce((s, w) => s + w, 0))).toBe(100)
  })

  it('shows the KPIs per period with a chart of the chosen one', async () => {
    const fund = heldFund()
    await renderApp(`/admin/funds/${fund.id}/kpis`)
    const byPeriod = await screen.findByRole('table', { name: 'KPIs by period' })
    expect(within(byPeriod).getAllByRole('row').length).toBeGreaterThan(1)
    const select = screen.getByRole('combobox', { name: 'KPI' })
    await userEvent.selectOptions(select, 'TVPI')
    expect(await screen.findByRole('img', { name: /^TVPI\. Line chart/ })).toBeInTheDocument()
  })

  it("edits the fund in one form, the host's 422 on its field, then saves back to its details", async () => {
    const fund = heldFund()
    const { router } = await renderApp(`/admin/funds/${fund.id}/edit`)
    expect(
      // The form's rich text editor is a lazy chunk of its own: slow to load the first time.
      await screen.findByRole(
        'heading',
        { level: 1, name: `Edit ${String(fund.name)}` },
        { timeout: 45_000 },
      ),
    ).toBeInTheDocument()
    const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 20_000 })
    expect(name).toHaveValue(String(fund.name))
    const hurdle = screen.getByLabelText(/Hurdle rate/)
    await userEvent.clear(hurdle)
    await userEvent.type(hurdle, '150')
    await userEvent.clear(name)
    await userEvent.type(name, 'Northgate EIS Growth Fund I (renamed)')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(screen.getByLabelText(/Hurdle rate/)).toHaveAccessibleDescription(
        /must be between 0 and 100/,
      ),
    )
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Northgate EIS Growth Fund I (renamed)',
    )
    await userEvent.clear(screen.getByLabelText(/Hurdle rate/))
    await userEvent.type(screen.getByLabelText(/Hurdle rate/), '7')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/funds/${fund.id}/details`),
    )
    expect(table('funds').find(fund.id)).toMatchObject({
      name: 'Northgate EIS Growth Fund I (renamed)',
      hurdle_rate: 7,
    })
  })

  // Last: it leaves the test's session signed in as another role.
  it('offers recording to a fund manager, and no fund page to a role without funds', async () => {
    const fund = heldFund()
    await switchTo('fundmanager@example.com')
    const first = await renderApp(`/admin/funds/${fund.id}/details`)
    expect(await screen.findByRole('button', { name: 'Record NAV' })).toBeInTheDocument()
    first.unmount()
    await switchTo('custodian@example.com')
    await renderApp(`/admin/funds/${fund.id}/details`)
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeInTheDocument()
    expect(main()).not.toHaveTextContent(String(fund.name))
    expect(screen.queryByRole('button', { name: 'Record NAV' })).toBeNull()
  })
})
