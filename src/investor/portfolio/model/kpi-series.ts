import type { KpiUnit } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'

type Report = RecordOf<'reports'>

export interface KpiSeries {
  id: number
  name: string
  unit: KpiUnit
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
