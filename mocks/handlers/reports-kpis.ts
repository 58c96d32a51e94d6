import type { Database } from '../db/db'
import { isoOrder } from '../engine/collation'

export interface KpiValue {
  investment_opportunity_id: number
  custom_kpi_id: number
  name: string
  unit: string
  category: string
  value: number
  period: string
  previous_value: number | null
  change_percent: number | null
}

const cache = new WeakMap<Database, { key: string; values: KpiValue[] }>()

/**
 * The latest value of each custom KPI for each opportunity, from the inputs of its live KPI
 * reports (drafts are not reported yet), with the previous period's value for the trend.
 */
export function latestKpiValues(db: Database): KpiValue[] {
  const reports = db.table('reports')
  const inputs = db.table('report-inputs')
  const kpis = db.table('custom-kpis')
  const key = `${reports.version}:${inputs.version}:${kpis.version}`
  const hit = cache.get(db)
  if (hit?.key === key) return hit.values

  const series = new Map<
    string,
    { opp: number; kpi: number; points: { period: string; value: number }[] }
  >()
  for (const input of inputs.all()) {
    const report = reports.find(Number(input.report_id))
    if (
      !report ||
      report.type !== 'kpi' ||
      report.status !== 'live' ||
      report.investment_opportunity_id == null
    )
      continue
    const opp = Number(report.investment_opportunity_id)
    const kpi = Number(input.custom_kpi_id)
    const k = `${opp}:${kpi}`
    const s = series.get(k) ?? { opp, kpi, points: [] }
    s.points.push({ period: String(input.period), value: Number(input.value) })
    series.set(k, s)
  }
  const values: KpiValue[] = []
  for (const s of series.values()) {
    const def = kpis.find(s.kpi)
    if (!def) continue
    s.points.sort((a, b) => isoOrder(a.period, b.period))
    const last = s.points[s.points.length - 1]
    const prev = s.points.length > 1 ? s.points[s.points.length - 2].value : null
    values.push({
      investment_opportunity_id: s.opp,
      custom_kpi_id: s.kpi,
      name: String(def.name),
      unit: String(def.unit),
      category: String(def.category),
      value: last.value,
      period: last.period,
      previous_value: prev,
      change_percent: prev
        ? Math.round(((last.value - prev) / Math.abs(prev)) * 10000) / 100
        : null,
    })
  }
  cache.set(db, { key, values })
  return values
}
