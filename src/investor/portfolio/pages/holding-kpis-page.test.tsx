// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { KPI_TABLE_CAPTION } from '../components/kpi-summary-table'
import { formatKpi } from '@/lib/format'
import { heldOpportunityIds, openAt, rows } from '../test/portfolio-host'

const host = investorPageHost(INVESTOR)
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('HoldingKpisPage', () => {
  it('draws one chart per KPI and tabulates the latest values', async () => {
    const kpiReports = (id: number) =>
      rows(
        host,
        'reports',
        (r) => r.investment_opportunity_id === id && r.type === 'kpi' && r.status === 'live',
      )
    const oppId = heldOpportunityIds(host, host.user(INVESTOR).id).find(
      (id) => kpiReports(id).length > 1,
    )!
    const reportIds = new Set(kpiReports(oppId).map((r) => r.id))
    const inputs = rows(host, 'report-inputs', (i) => reportIds.has(Number(i.report_id)))
    const kpiIds = [...new Set(inputs.map((i) => Number(i.custom_kpi_id)))]
    const kpis = rows(host, 'custom-kpis', (k) => kpiIds.includes(k.id))
    const opp = rows(host, 'investment-opportunities', (o) => o.id === oppId)[0]
    await openAt(`/investor/portfolio/${oppId}/reports/kpis`)

    expect(
      await screen.findByRole('heading', { level: 1, name: `${opp.name} KPIs` }),
    ).toBeInTheDocument()
    for (const k of kpis)
      expect(
        screen.getByRole('img', {
          name: new RegExp(`^${escape(String(k.name))}\\. Line chart\\.`),
        }),
      ).toBeInTheDocument()

    const table = screen.getByRole('table', { name: KPI_TABLE_CAPTION })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + kpis.length)
    const first = kpis[0]
    const latest = inputs
      .filter((i) => i.custom_kpi_id === first.id)
      .sort((a, b) => String(b.period).localeCompare(String(a.period)))[0]
    const row = within(table).getByText(String(first.name)).closest('tr')!
    expect(within(row).getByText(String(latest.period))).toBeInTheDocument()
    expect(
      within(row).getByText(formatKpi(Number(latest.value), first.unit as 'GBP')),
    ).toBeInTheDocument()

    // Each chart's own numbers, period by period.
    const card = screen.getByRole('region', { name: String(first.name) })
    await userEvent.click(within(card).getByRole('button', { name: /^Show as table/ }))
    const series = within(card).getByRole('table', { name: `${first.name} data` })
    const periods = new Set(inputs.filter((i) => i.custom_kpi_id === first.id).map((i) => i.period))
    expect(within(series).getAllByRole('row')).toHaveLength(1 + periods.size)
  })
})
