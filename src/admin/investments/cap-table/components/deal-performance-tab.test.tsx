// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { investorPageHost, logInAs, renderPage } from '@/test/investor-page-host'
import { DealPerformanceTab } from '../index'

const host = investorPageHost('superadmin@example.com')

type Row = Record<string, unknown> & { id: number }
const table = (family: string) => host.api.host.db.table<Row>(family)
const dealWithFigures = () =>
  table('pipeline-deals').first(
    (d) => table('pipeline-deal-metrics').first((m) => m.pipeline_deal_id === d.id) !== undefined,
  )!

const renderTab = (deal: Row) =>
  renderPage({
    at: `/admin/investments/deals/${deal.id}/performance`,
    routes: [
      {
        path: '/admin/investments/deals/:id/performance',
        element: (
          <main>
            <DealPerformanceTab record={deal} subject={{ type: 'pipeline-deals', id: deal.id }} />
          </main>
        ),
      },
    ],
  })

afterEach(async () => {
  await http.delete('/__mock/faults')
})

describe('DealPerformanceTab', () => {
  it("charts and tables the company's figures, and staff add a period", async () => {
    const deal = dealWithFigures()
    const periods = table('pipeline-deal-metrics').where((m) => m.pipeline_deal_id === deal.id)
    await renderTab(deal)
    const figures = await screen.findByRole('table', { name: 'Company figures by period' })
    expect(within(figures).getAllByRole('row')).toHaveLength(periods.length + 1)
    expect(screen.getByRole('img', { name: /^Revenue\. Area chart/ })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /^EBITDA\. Line chart/ })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Add figures' }))
    const form = screen.getByRole('form', { name: 'Add figures' })
    await userEvent.type(within(form).getByRole('textbox', { name: 'Gross margin (%)' }), '140')
    await userEvent.click(within(form).getByRole('button', { name: 'Save figures' }))
    const margin = within(form).getByRole('textbox', { name: 'Gross margin (%)' })
    await waitFor(() => expect(margin).toHaveAccessibleDescription(/between -100 and 100/))
    expect(margin).toHaveValue('140')

    await userEvent.clear(margin)
    await userEvent.type(margin, '58.5')
    await userEvent.type(within(form).getByLabelText(/Period ending/), '2026-06-30')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Revenue' }), '4200000')
    await userEvent.type(within(form).getByRole('textbox', { name: /EBITDA/ }), '-150000')
    await userEvent.click(within(form).getByRole('button', { name: 'Save figures' }))
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add figures' })).toBeNull())
    const updated = await screen.findByRole('table', { name: 'Company figures by period' })
    await waitFor(() =>
      expect(within(updated).getAllByRole('row')).toHaveLength(periods.length + 2),
    )
    const newest = within(updated).getAllByRole('row')[1]!
    expect(within(newest).getByText('30 Jun 2026')).toBeInTheDocument()
    expect(within(newest).getByText('£4,200,000')).toBeInTheDocument()
    expect(within(newest).getByText('-£150,000')).toBeInTheDocument()
    expect(within(newest).getByText('58.5%')).toBeInTheDocument()
  })

  it('is empty without figures and offers no form to a role that may not change deals', async () => {
    const deal = dealWithFigures()
    for (const m of table('pipeline-deal-metrics').where((r) => r.pipeline_deal_id === deal.id))
      table('pipeline-deal-metrics').delete(m.id)
    await logInAs('entrepreneur@example.com')
    await renderTab(deal)
    expect(await screen.findByText('No figures yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add figures' })).toBeNull()
  })

  it('shows the error with a retry', async () => {
    const deal = dealWithFigures()
    await http.post('/__mock/faults', { path: '/api/pipeline-deal-metrics', status: 500, times: 1 })
    await renderTab(deal)
    await userEvent.click(await screen.findByRole('button', { name: /try again|retry/i }))
    expect(
      await screen.findByRole('table', { name: 'Company figures by period' }),
    ).toBeInTheDocument()
  })
})
