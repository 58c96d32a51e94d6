import type { RecordOf } from '@/lib/resources'
import { formatGBP } from '@/lib/format'
import { formatCompactGBP } from './format'
import { once } from '@/lib/once'

type Report = RecordOf<'reports'>
type Unit = RecordOf<'custom-kpis'>['unit']

export interface KpiSeries {
  id: number
  name: string
  unit: Unit
  category: string
  order: number
  /** One value per period, oldest first. */
  points: { period: string; value: number }[]
}

/**
 * Each KPI's history from the inputs of the opportunity's live KPI reports (one value per
 * period; a later report for the same period wins, as the KPI table reads them).
 */
export function kpiSeries(reports: readonly Report[]): KpiSeries[] {
  const byKpi = new Map<number, KpiSeries & { at: Map<string, string> }>()
  for (const report of reports) {
    if (report.type !== 'kpi' || report.status !== 'live') continue
    for (const input of report.inputs ?? []) {
      const kpi = input.custom_kpi
      if (!kpi) continue
      const series = byKpi.get(kpi.id) ?? {
        id: kpi.id,
        name: kpi.name,
        unit: kpi.unit,
        category: kpi.category,
        order: kpi.order,
        points: [],
        at: new Map<string, string>(),
      }
      const stamp = report.published_at ?? report.created_at
      const existing = series.points.findIndex((p) => p.period === input.period)
      if (existing < 0) series.points.push({ period: input.period, value: Number(input.value) })
      else if (stamp >= (series.at.get(input.period) ?? ''))
        series.points[existing] = { period: input.period, value: Number(input.value) }
      series.at.set(input.period, stamp)
      byKpi.set(kpi.id, series)
    }
  }
  return [...byKpi.values()]
    .map(({ at: _at, ...s }) => ({
      ...s,
      points: [...s.points].sort((a, b) => a.period.localeCompare(b.period)),
    }))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
}

const number = once(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }))

/** A KPI value in its unit: "£2,138,811", "51.8%", "1,204", "2.3x", "14 months". */
export function formatKpi(value: number, unit: Unit): string {
  switch (unit) {
    case 'GBP':
      return formatGBP(Math.round(value))
    case 'percent':
      return `${number().format(value)}%`
    case 'multiple':
      return `${number().format(value)}x`
    case 'months':
      return `${number().format(value)} month${value === 1 ? '' : 's'}`
    case 'count':
      return number().format(value)
  }
}

const compactNumber = once(
  () =>
    new Intl.NumberFormat('en-GB', {
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
)

/** Axis ticks: short forms of the same units. */
export function formatKpiTick(value: number, unit: Unit): string {
  if (unit === 'GBP') return formatCompactGBP(value)
  if (unit === 'percent') return `${compactNumber().format(value)}%`
  if (unit === 'multiple') return `${compactNumber().format(value)}x`
  return compactNumber().format(value)
}
