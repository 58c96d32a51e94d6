// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatKpi } from '@/lib/format'
import { investorPageHost } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'
import { FIRST_LOAD, kpiNamed, rows } from './kpi-host'

/** Fund_Manager (SPEC §6): the KPI portfolio's index. */
const host = investorPageHost('fundmanager@example.com')

afterEach(() => vi.restoreAllMocks())

const live = () => rows(host, 'reports', (r) => r.type === 'kpi' && r.status === 'live')
/** The periods newest first, the one the page opens on first: the newest most reported. */
function periods() {
  const count = (p: string) => live().filter((r) => r.period === p).length
  const all = [...new Set(live().map((r) => String(r.period)))].sort().reverse()
  const opening = all.reduce((best, p) => (count(p) > count(best) ? p : best), all[0])
  return [opening, ...all.filter((p) => p !== opening)]
}
const valueOf = (reportId: number, kpiId: number) =>
  Number(
    rows(host, 'report-inputs', (i) => i.report_id === reportId && i.custom_kpi_id === kpiId)[0]
      ?.value,
  )
const companyName = (id: unknown) =>
  String(rows(host, 'investment-opportunities', (o) => o.id === id)[0].name)

describe('/admin/reports/kpi-portfolio', { timeout: 60_000 }, () => {
  it('compares the companies on every KPI for a chosen period, and charts one KPI', async () => {
    await renderApp('/admin/reports/kpi-portfolio')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KPI Portfolio' }, FIRST_LOAD),
    ).toBeVisible()
    const [latest, before] = periods()
    const table = await screen.findByRole('table', { name: `KPIs by company, ${latest}` })
    const reported = live().filter((r) => r.period === latest)
    expect(within(table).getAllByRole('row')).toHaveLength(1 + reported.length)
    expect(within(table).getByRole('columnheader', { name: /Revenue \(£\)/ })).toBeInTheDocument()
    // Wider than its card: it says so, and the company column stays while the KPIs scroll.
    const kpiCount = within(table).getAllByRole('columnheader').length - 1
    expect(
      screen.getByText(
        `${kpiCount} KPIs: scroll the table sideways for them all; the company stays in view.`,
      ),
    ).toBeInTheDocument()
    const company = within(table).getByRole('columnheader', { name: /Company/ })
    expect(getComputedStyle(company).position).toBe('sticky')
    expect(getComputedStyle(within(table).getAllByRole('cell')[0]).position).toBe('sticky')
    expect(getComputedStyle(company.parentElement!.children[1]).whiteSpace).toBe('normal')

    // An earlier period: the same companies' values then.
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue(
      `${latest} (${reported.length} companies)`,
    )
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), before)
    const earlier = await screen.findByRole('table', { name: `KPIs by company, ${before}` })
    const report = live().find((r) => r.period === before)!
    const revenue = kpiNamed(host, 'Revenue')
    const row = within(earlier)
      .getByRole('cell', { name: companyName(report.investment_opportunity_id) })
      .closest('tr')!
    expect(
      within(row).getByText(formatKpi(valueOf(report.id, revenue.id), 'GBP')),
    ).toBeInTheDocument()

    // One KPI across the companies: the chart names the highest.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'KPI' }), String(revenue.id))
    const bars = live()
      .filter((r) => r.period === before)
      .map((r) => ({
        name: companyName(r.investment_opportunity_id),
        value: valueOf(r.id, revenue.id),
      }))
      .sort((a, b) => b.value - a.value)
    expect(
      screen.getByRole('img', {
        name: new RegExp(
          `^Revenue by company, ${before}\\. Bar chart\\. ${bars.length} companies; highest ${bars[0].name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        ),
      }),
    ).toBeInTheDocument()

    // A category narrows the columns.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'impact')
    const impact = screen.getByRole('table', { name: `KPIs by company, ${before}` })
    await waitFor(() =>
      expect(
        within(impact)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual([
        'Company',
        'Carbon emissions avoided (tCO2e) (count)',
        'Jobs created in the UK (count)',
      ]),
    )
    // The chart follows: its KPI is one of the category's.
    expect(screen.getByRole('combobox', { name: 'KPI' })).toHaveDisplayValue(
      'Carbon emissions avoided (tCO2e)',
    )
  })

  it('exports the comparison as CSV', async () => {
    const saved: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob)
      return 'blob:kpi-portfolio'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await renderApp('/admin/reports/kpi-portfolio')
    const [latest] = periods()
    await screen.findByRole('table', { name: `KPIs by company, ${latest}` }, FIRST_LOAD)
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    const anchor = click.mock.contexts[0] as HTMLAnchorElement
    expect(anchor.download).toBe(`kpi-portfolio-${latest}.csv`)
    const lines = (await saved[0].text()).trim().split('\r\n')
    expect(lines[0]).toMatch(/^Company,Period,Revenue \(£\),Gross margin \(%\),/)
    expect(lines).toHaveLength(1 + live().filter((r) => r.period === latest).length)
    const first = lines[1].split(',')
    expect(first[1]).toBe(latest)
  })
})
