// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatKpi } from '@/lib/format'
import { investorPageHost } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'
import { FIRST_LOAD, heldKpiCompany, kpiNamed, rows } from './kpi-host'

/** Investment_Committee (SPEC §6): KPI reports index and show, nothing to enter. */
const host = investorPageHost('committee@example.com')

describe('/admin/reports/kpis for a role without create', { timeout: 60_000 }, () => {
  it('reads the values in read-only cells, with no period to add and nothing to save', async () => {
    const company = heldKpiCompany(host)
    await renderApp(`/admin/reports/kpis?company=${company.id}`)
    const grid = await screen.findByRole(
      'table',
      { name: `KPI values of ${company.name} by period` },
      FIRST_LOAD,
    )
    expect(within(grid).queryAllByRole('textbox')).toEqual([])
    expect(screen.getByText('Your role can read these KPIs but not enter them.')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Save KPI values' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'New period' })).toBeNull()

    const report = company.liveReports[0]
    const revenue = rows(
      host,
      'report-inputs',
      (i) => i.report_id === report.id && i.custom_kpi_id === kpiNamed(host, 'Revenue').id,
    )[0]
    const row = within(grid).getByRole('rowheader', { name: 'Revenue' }).closest('tr')!
    expect(within(row).getByText(formatKpi(Number(revenue.value), 'GBP'))).toBeInTheDocument()
  })
})
