// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { formatGBP } from '@/lib/format'
import { opportunityPath } from '@/lib/navigation'
import { logout } from '@/lib/session'
import { investorPageHost, logInAs } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'

const host = investorPageHost('superadmin@example.com')
type Row = Record<string, unknown> & { id: number }
const table = (name: string) => host.api.host.db.table<Row>(name)

/** The first seeded fund with holdings. */
const fund = () => table('funds').find(Number(table('fund-holdings').first(() => true)!.fund_id))!
const holdingsOf = (fundId: number) => table('fund-holdings').where((h) => h.fund_id === fundId)

const cells = (row: HTMLElement) => within(row).getAllByRole('cell')
const bodyRows = (t: HTMLElement) =>
  within(within(t).getAllByRole('rowgroup')[1]!).getAllByRole('row')

// Each test renders the whole app over a freshly seeded host: slow on a busy machine.
describe('fund portfolio: holdings', { timeout: 90_000 }, () => {
  it('shows the holdings as a chart and a table with weights and totals, then the unitholders', async () => {
    const f = fund()
    await renderApp(`/admin/funds/${f.id}/portfolio`)
    const holdings = await screen.findByRole('table', { name: 'Fund holdings' })
    expect(screen.getByRole('heading', { name: 'Holdings' })).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: /^Holdings by value\. Donut chart/ }),
    ).toBeInTheDocument()
    const seeded = holdingsOf(f.id)
    const rows = bodyRows(holdings)
    expect(rows).toHaveLength(seeded.length)
    const weights = rows.map((r) => Number(cells(r)[5]!.textContent!.replace('%', '')))
    expect(weights.reduce((s, w) => s + w, 0)).toBeCloseTo(100, 0)
    // Largest first, and the foot adds the values up.
    expect(weights).toEqual([...weights].sort((a, b) => b - a))
    const foot = within(holdings).getAllByRole('rowgroup')[2]!
    const total = seeded.reduce((s, h) => s + Number(h.value), 0)
    // In the product's money format: a whole-pound total (some seeded days) shows no pence.
    expect(foot).toHaveTextContent(formatGBP(total))
    expect(foot).toHaveTextContent('100%')
    // A platform company links to its admin page.
    const linked = seeded.find((h) => h.investment_opportunity_id !== null)!
    const opportunity = table('investment-opportunities').find(
      Number(linked.investment_opportunity_id),
    )!
    expect(within(holdings).getByRole('link', { name: String(linked.name) })).toHaveAttribute(
      'href',
      opportunityPath(opportunity.id, Number(opportunity.stage)),
    )
    expect(await screen.findByRole('heading', { name: 'Unitholders' })).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Unitholders' })).toBeInTheDocument()
  })

  it('adds a holding through the host’s 422s, then revalues it from its row', async () => {
    const f = fund()
    await renderApp(`/admin/funds/${f.id}/portfolio`)
    await screen.findByRole('table', { name: 'Fund holdings' })
    await userEvent.click(screen.getByRole('button', { name: 'Add holding' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add holding' })
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Company or asset/ }),
      'Zephyr Labs Ltd',
    )
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Sector/ }), 'Software')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add holding' }))
    const cost = within(dialog).getByRole('textbox', { name: /^Cost/ })
    await waitFor(() => expect(cost).toHaveAccessibleDescription(/The cost field is required/))
    expect(within(dialog).getByRole('textbox', { name: /^Value/ })).toHaveAccessibleDescription(
      /The value field is required/,
    )
    expect(within(dialog).getByRole('textbox', { name: /Company or asset/ })).toHaveValue(
      'Zephyr Labs Ltd',
    )
    expect(within(dialog).getByRole('textbox', { name: /Sector/ })).toHaveValue('Software')

    await userEvent.type(cost, '1000')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Value/ }), '1250')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add holding' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const made = table('fund-holdings').first((h) => h.name === 'Zephyr Labs Ltd')!
    expect(made).toMatchObject({ fund_id: f.id, cost: 1000, value: 1250, sector: 'Software' })
    const holdings = screen.getByRole('table', { name: 'Fund holdings' })
    const row = await within(holdings).findByRole('row', { name: /Zephyr Labs Ltd/ })
    expect(row).toHaveTextContent('+£250')

    await userEvent.click(within(row).getByRole('button', { name: 'Edit Zephyr Labs Ltd' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit Zephyr Labs Ltd' })
    const value = within(edit).getByRole('textbox', { name: /^Value/ })
    await userEvent.clear(value)
    await userEvent.type(value, '800')
    await userEvent.click(within(edit).getByRole('button', { name: 'Save holding' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(table('fund-holdings').find(made.id)!.value).toBe(800)
    await waitFor(() =>
      expect(within(holdings).getByRole('row', { name: /Zephyr Labs Ltd/ })).toHaveTextContent(
        '-£200',
      ),
    )
  })

  // Last: it leaves the test's session signed in as another role. No SPEC §6 role may show a
  // fund without updating it, so a role without update has no fund page at all.
  it('offers no holdings or Add to a role without funds', async () => {
    const f = fund()
    await logout(http).catch(() => undefined)
    await logInAs('custodian@example.com')
    await renderApp(`/admin/funds/${f.id}/portfolio`)
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add holding' })).toBeNull()
    expect(screen.queryByRole('table', { name: 'Fund holdings' })).toBeNull()
  })
})
