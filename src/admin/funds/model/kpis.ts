import type { FundKpi } from '../api/fund-queries'

export type KpiUnit = FundKpi['unit']

/** One KPI's values per period, oldest first. */
export interface FundKpiSeries {
  name: string
  unit: KpiUnit
  points: { period: string; value: number }[]
}

/** The fund's KPIs by name (a later report of the same period wins), in first-seen order. */
export function fundKpiSeries(kpis: readonly FundKpi[]): FundKpiSeries[] {
  const byName = new Map<string, FundKpiSeries & { at: Map<string, string> }>()
  for (const k of kpis) {
    const s = byName.get(k.name) ?? {
      name: k.name,
      unit: k.unit,
      points: [] as FundKpiSeries['points'],
      at: new Map<string, string>(),
    }
    const stamp = k.reported_at ?? k.created_at
    const i = s.points.findIndex((p) => p.period === k.period)
    if (i < 0) s.points.push({ period: k.period, value: Number(k.value) })
    else if (stamp >= (s.at.get(k.period) ?? ''))
      s.points[i] = { period: k.period, value: Number(k.value) }
    s.at.set(k.period, stamp)
    byName.set(k.name, s)
  }
  return [...byName.values()].map(({ at: _at, ...s }) => ({
    ...s,
    points: [...s.points].sort((a, b) => a.period.localeCompare(b.period)),
  }))
}
