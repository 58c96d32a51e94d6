// @vitest-environment dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { formatKpi } from '@/lib/format'
import { investorPageHost, logInAs } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'
import { changeText } from '../components/kpi-trend'
import { nextPeriod } from '../model/kpi-grid'
import { FIRST_LOAD, heldKpiCompany, kpiNamed, rows } from './kpi-host'

const host = investorPageHost('superadmin@example.com')

async function openGrid(companyId: number) {
  const view = await renderApp(`/admin/reports/kpis?company=${companyId}`)
  expect(await screen.findByRole('heading', { level: 1, name: 'KPIs' }, FIRST_LOAD)).toBeVisible()
  return {
    ...view,
    grid: await screen.findByRole('table', { name: /^KPI values of / }, FIRST_LOAD),
  }
}

const latestPeriod = (company: { id: number }) =>
  rows(host, 'reports', (r) => r.type === 'kpi' && r.investment_opportunity_id === company.id)
    .map((r) => String(r.period))
    .sort()
    .pop()

describe('/admin/reports/kpis', { timeout: 60_000 }, () => {
  it('enters a new period, keeps a refused value on its cell with the host message, then saves it', async () => {
    const company = heldKpiCompany(host)
    const { grid } = await openGrid(company.id)
    const period = nextPeriod(latestPeriod(company))

    // Super_Admin may create KPI reports but not update them: reported values are read-only.
    const oldPeriod = String(company.liveReports[0].period)
    expect(within(grid).queryByRole('textbox', { name: `Revenue, ${oldPeriod}` })).toBeNull()

    expect(screen.getByRole('textbox', { name: 'New period' })).toHaveValue(period)
    await userEvent.click(screen.getByRole('button', { name: 'Add period' }))
    const revenue = await within(grid).findByRole('textbox', { name: `Revenue, ${period}` })
    await waitFor(() => expect(revenue).toHaveFocus())
    await userEvent.type(revenue, '1,250,000')
    // Arrow down and Enter move down the column, as in a spreadsheet.
    await userEvent.keyboard('{ArrowDown}')
    expect(within(grid).getByRole('textbox', { name: `Gross margin, ${period}` })).toHaveFocus()
    const headcount = within(grid).getByRole('textbox', { name: `Headcount, ${period}` })
    await userEvent.type(headcount, 'lots')

    await userEvent.click(screen.getByRole('button', { name: 'Save KPI values' }))
    expect(await screen.findByText(/1 value was not saved/)).toBeInTheDocument()
    await waitFor(() => expect(headcount).toHaveAccessibleDescription(/must be a number/i))
    expect(headcount).toHaveAttribute('aria-invalid', 'true')
    expect(headcount).toHaveValue('lots')

    const report = rows(
      host,
      'reports',
      (r) => r.investment_opportunity_id === company.id && r.period === period,
    )
    expect(report).toHaveLength(1)
    expect(report[0]).toMatchObject({ type: 'kpi', status: 'live' })
    const inputs = () => rows(host, 'report-inputs', (i) => i.report_id === report[0].id)
    expect(inputs()).toEqual([
      expect.objectContaining({ custom_kpi_id: kpiNamed(host, 'Revenue').id, value: 1250000 }),
    ])
    // Saved, the revenue cell is now a reported value.
    await waitFor(() =>
      expect(within(grid).queryByRole('textbox', { name: `Revenue, ${period}` })).toBeNull(),
    )
    expect(within(grid).getByText(formatKpi(1250000, 'GBP'))).toBeInTheDocument()

    await userEvent.clear(headcount)
    await userEvent.type(headcount, '42')
    await userEvent.click(screen.getByRole('button', { name: 'Save KPI values' }))
    expect(await screen.findByText('1 KPI value saved')).toBeInTheDocument()
    // Into the same report, not a second one for the period.
    expect(inputs()).toHaveLength(2)
    expect(
      rows(
        host,
        'reports',
        (r) => r.investment_opportunity_id === company.id && r.period === period,
      ),
    ).toHaveLength(1)

    // What staff entered reaches a holder of the company on their KPIs page.
    cleanup()
    await logInAs('investor@example.com')
    await renderApp(`/investor/portfolio/${company.id}/reports/kpis`)
    expect(
      await screen.findByRole('heading', { level: 1, name: `${company.name} KPIs` }, FIRST_LOAD),
    ).toBeVisible()
    const table = screen.getByRole('table', { name: /latest/i })
    const revenueRow = within(table).getByText('Revenue').closest('tr')!
    expect(within(revenueRow).getByText(period)).toBeInTheDocument()
    expect(within(revenueRow).getByText(formatKpi(1250000, 'GBP'))).toBeInTheDocument()
    const headcountRow = within(table).getByText('Headcount').closest('tr')!
    expect(within(headcountRow).getByText('42')).toBeInTheDocument()
  }, 90_000)

  it('shows each KPI against the period before it', async () => {
    const company = heldKpiCompany(host)
    const { grid } = await openGrid(company.id)
    const kpi = kpiNamed(host, 'Revenue')
    const values = rows(host, 'report-inputs', (i) => i.custom_kpi_id === kpi.id)
      .filter(
        (i) =>
          rows(host, 'reports', (r) => r.id === i.report_id)[0].investment_opportunity_id ===
          company.id,
      )
      .sort((a, b) => String(a.period).localeCompare(String(b.period)))
    const [prev, last] = values
      .slice(-2)
      .map((v) => ({ period: String(v.period), value: Number(v.value) }))
    const change = Math.round(((last.value - prev.value) / Math.abs(prev.value)) * 1000) / 10
    const row = within(grid).getByRole('rowheader', { name: 'Revenue' }).closest('tr')!
    expect(within(row).getByText(changeText(change))).toBeInTheDocument()
    expect(within(row).getByText(`vs ${prev.period}`)).toBeInTheDocument()
    // Grouped by the tenant's KPI categories.
    for (const name of ['Financial', 'Operational', 'Customer', 'Impact'])
      expect(within(grid).getByRole('columnheader', { name })).toBeInTheDocument()
  })
})
