// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { ComponentType } from 'react'
import type { RecordTabProps } from '@/admin/kit/records'
import { http } from '@/lib/api'
import { investorPageHost, logInAs, renderPage } from '@/test/investor-page-host'
import { CapTablePerformanceTab, CapTableTab, RecordSharePriceAction } from '../index'

const host = investorPageHost('superadmin@example.com')

type Row = Record<string, unknown> & { id: number }
const table = (family: string) => host.api.host.db.table<Row>(family)

/** An existing investment with investors holding shares. */
const existing = () =>
  table('investment-opportunities').first(
    (o) =>
      Number(o.stage) >= 5 &&
      table('investments').first(
        (i) =>
          i.investment_opportunity_id === o.id && i.status !== 'cancelled' && Number(i.shares) > 0,
      ) !== undefined,
  )!

const renderTab = (Component: ComponentType<RecordTabProps>, record: Row) =>
  renderPage({
    at: `/admin/investments/existing/${record.id}`,
    routes: [
      {
        path: '/admin/investments/existing/:id',
        element: (
          <main>
            <Component
              record={record}
              subject={{ type: 'investment-opportunities', id: record.id }}
            />
          </main>
        ),
      },
    ],
  })

afterEach(async () => {
  await http.delete('/__mock/faults')
})

describe('CapTableTab', () => {
  it('lists the shareholders with their class, shares and ownership, and draws the donuts', async () => {
    const opp = existing()
    await renderTab(CapTableTab, opp)
    const holders = await screen.findByRole('table', { name: 'Shareholders' })
    const headers = within(holders)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual([
      'Shareholder',
      'Share class',
      'Shares',
      'Ownership',
      'Invested',
      'Value',
    ])
    const investor = table('investments').first(
      (i) =>
        i.investment_opportunity_id === opp.id && i.status !== 'cancelled' && Number(i.shares) > 0,
    )!
    const user = table('users').find(Number(investor.user_id))!
    expect(within(holders).getAllByText(new RegExp(String(user.name))).length).toBeGreaterThan(0)
    expect(within(holders).getAllByText('Ordinary').length).toBeGreaterThan(0)
    expect(
      screen.getByRole('img', { name: /^Ownership by shareholder\. Donut chart/ }),
    ).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Share classes' })).toBeInTheDocument()
    expect(screen.getByText('Shares in issue')).toBeInTheDocument()
  })

  it('says so when no investment carries shares', async () => {
    const opp = table('investment-opportunities').first((o) => Number(o.stage) >= 5)!
    for (const i of table('investments').where((r) => r.investment_opportunity_id === opp.id))
      await table('investments').update(i.id, { shares: null })
    await table('investment-opportunities').update(opp.id, { pre_money_valuation: null })
    await renderTab(CapTableTab, opp)
    expect(await screen.findByText('No shareholders yet')).toBeInTheDocument()
  })

  it('shows the error with a retry that reads again', async () => {
    const opp = existing()
    await http.post('/__mock/faults', {
      path: `/api/investment-opportunities/${opp.id}/cap-table`,
      status: 500,
      times: 1,
    })
    await renderTab(CapTableTab, opp)
    const retry = await screen.findByRole('button', { name: /try again|retry/i })
    await userEvent.click(retry)
    expect(await screen.findByRole('table', { name: 'Shareholders' })).toBeInTheDocument()
  })
})

describe('CapTablePerformanceTab', () => {
  it('shows the price history, the charts and each investor’s multiple', async () => {
    const opp = existing()
    await renderTab(CapTablePerformanceTab, opp)
    const history = await screen.findByRole('table', { name: 'Share price history' })
    const prices = table('share-prices').where((p) => p.investment_opportunity_id === opp.id)
    expect(within(history).getAllByRole('row')).toHaveLength(prices.length + 1)
    expect(within(history).getAllByText('Funding round').length).toBeGreaterThan(0)
    const moic = screen.getByRole('table', { name: 'Multiple on invested capital' })
    expect(within(moic).getAllByText(/^\d+\.\d\dx$/).length).toBeGreaterThan(0)
    expect(screen.getByRole('img', { name: /^Share price\. Line chart/ })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /^Valuation\. Line chart/ })).toBeInTheDocument()
  })
})

describe('RecordSharePriceAction', () => {
  it('records a price: 422 errors stay on their fields, then the history and the price move', async () => {
    const opp = existing()
    await renderPage({
      at: `/admin/investments/existing/${opp.id}`,
      routes: [
        {
          path: '/admin/investments/existing/:id',
          element: (
            <main>
              <RecordSharePriceAction
                record={opp}
                subject={{ type: 'investment-opportunities', id: opp.id }}
              />
              <CapTablePerformanceTab
                record={opp}
                subject={{ type: 'investment-opportunities', id: opp.id }}
              />
            </main>
          ),
        },
      ],
    })
    const history = await screen.findByRole('table', { name: 'Share price history' })
    const before = within(history).getAllByRole('row').length
    await userEvent.click(screen.getByRole('button', { name: 'Record share price' }))
    const dialog = await screen.findByRole('dialog', { name: 'Record share price' })
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), '')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record price' }))
    const price = within(dialog).getByRole('textbox', { name: /Price per share/ })
    await waitFor(() => expect(price).toHaveAccessibleDescription(/The price field is required/))
    expect(within(dialog).getByRole('combobox', { name: /Reason/ })).toHaveAccessibleDescription(
      /The reason field is required/,
    )
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Notes/ }), 'Board review')

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Price per share/ }), '9.87')
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Reason/ }),
      'valuation',
    )
    // What was typed before the refusal is still there.
    expect(within(dialog).getByRole('textbox', { name: /Notes/ })).toHaveValue('Board review')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record price' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Share price history' })).getAllByRole('row'),
      ).toHaveLength(before + 1),
    )
    expect(screen.getAllByText('£9.87').length).toBeGreaterThan(0)
    expect(table('investment-opportunities').find(opp.id)!.share_price).toBe(9.87)
  })

  it('is not offered to a role that may not update existing investments', async () => {
    await logInAs('manager@example.com')
    const opp = existing()
    await renderTab(RecordSharePriceAction, opp)
    expect(screen.queryByRole('button', { name: 'Record share price' })).toBeNull()
  })
})
