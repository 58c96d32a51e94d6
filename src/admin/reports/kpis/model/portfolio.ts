import type { Kpi, KpiReport } from './kpi-grid'
import { UNIT_NAMES } from './units'

/** One company's values for one period (custom KPI id → value). */
export interface CompanyRow {
  id: number
  name: string
  values: Map<number, number>
}

/** The periods reported across the portfolio, newest first, with how many companies did. */
export function portfolioPeriods(reports: readonly KpiReport[]) {
  const companies = new Map<string, Set<number>>()
  for (const r of reports) {
    if (!r.period || r.investment_opportunity_id == null) continue
    companies.set(r.period, (companies.get(r.period) ?? new Set()).add(r.investment_opportunity_id))
  }
  return [...companies]
    .map(([period, ids]) => ({ period, companies: ids.size }))
    .sort((a, b) => b.period.localeCompare(a.period))
}

/**
 * The period to open on: the newest one that the most companies have reported, so a quarter
 * that only one company has published so far does not hide everyone else's.
 */
export const defaultPeriod = (periods: readonly { period: string; companies: number }[]) =>
  periods.reduce<(typeof periods)[number] | undefined>(
    (best, p) => (!best || p.companies > best.companies ? p : best),
    undefined,
  )?.period

/**
 * Each company's KPI values for `period`, by company name (a later report of the same company
 * and period wins, as the investor's KPI page reads them).
 */
export function companiesFor(reports: readonly KpiReport[], period: string): CompanyRow[] {
  const byCompany = new Map<number, { row: CompanyRow; stamp: string }>()
  for (const r of reports) {
    if (r.period !== period || r.investment_opportunity_id == null) continue
    const id = Number(r.investment_opportunity_id)
    const stamp = `${r.published_at ?? ''}|${r.created_at}|${r.id}`
    const held = byCompany.get(id)
    if (held && held.stamp > stamp) continue
    const values = new Map((r.inputs ?? []).map((i) => [i.custom_kpi_id, Number(i.value)]))
    byCompany.set(id, {
      stamp,
      row: { id, name: r.investment_opportunity?.name ?? `Company ${id}`, values },
    })
  }
  return [...byCompany.values()].map((c) => c.row).sort((a, b) => a.name.localeCompare(b.name))
}

/** A KPI's column heading with its unit: "Revenue (£)", "Headcount (count)". */
export const kpiHeading = (kpi: Kpi) => `${kpi.name} (${UNIT_NAMES[kpi.unit]})`

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value)
  // Quoted when it holds a separator, a quote or a line break; a leading =+-@ is defused so a
  // spreadsheet does not run a company name as a formula.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The comparison table as CSV: one row per company, one column per KPI, plain numbers. */
export function comparisonCsv(period: string, kpis: readonly Kpi[], rows: readonly CompanyRow[]) {
  const lines = [
    ['Company', 'Period', ...kpis.map(kpiHeading)],
    ...rows.map((r) => [r.name, period, ...kpis.map((k) => r.values.get(k.id) ?? null)]),
  ]
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** One KPI across the companies that report it, highest first, for the bar chart. */
export const barsFor = (kpi: Kpi, rows: readonly CompanyRow[]) =>
  rows
    .flatMap((r) => {
      const value = r.values.get(kpi.id)
      return value === undefined ? [] : [{ label: r.name, value }]
    })
    .sort((a, b) => b.value - a.value)

/** The table's rows in the chosen order (a company's name, or a KPI's value). */
export function sortRows(
  rows: CompanyRow[],
  sort: { id: string; direction: 'asc' | 'desc' } | null,
): CompanyRow[] {
  if (!sort) return rows
  const sign = sort.direction === 'asc' ? 1 : -1
  if (sort.id === 'company') return [...rows].sort((a, b) => sign * a.name.localeCompare(b.name))
  const id = Number(sort.id)
  // Companies without the value go last, whichever way the column is sorted.
  return [...rows].sort((a, b) => {
    const [x, y] = [a.values.get(id), b.values.get(id)]
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1
    return sign * (x - y)
  })
}
