import { describe, expect, it } from 'vitest'
import type { RecordOf } from '@/lib/resources'
import { kpiSeries } from './kpi-series'

describe('kpiSeries', () => {
  const kpi = (id: number, name: string, unit: string, order: number) => ({
    id,
    name,
    unit,
    order,
    category: 'financial',
  })
  const report = (
    period: string,
    published_at: string,
    inputs: [ReturnType<typeof kpi>, number][],
  ) =>
    ({
      type: 'kpi',
      status: 'live',
      published_at,
      created_at: published_at,
      inputs: inputs.map(([k, value]) => ({ custom_kpi_id: k.id, custom_kpi: k, value, period })),
    }) as unknown as RecordOf<'reports'>

  it("builds each KPI's history by period, in the KPIs' order", () => {
    const revenue = kpi(1, 'Revenue', 'GBP', 1)
    const margin = kpi(2, 'Gross margin', 'percent', 2)
    const series = kpiSeries([
      report('2026-Q2', '2026-07-30', [
        [margin, 50],
        [revenue, 900],
      ]),
      report('2026-Q1', '2026-04-30', [[revenue, 800]]),
      report('2026-Q2', '2026-08-15', [[revenue, 950]]),
    ])
    expect(series.map((s) => s.name)).toEqual(['Revenue', 'Gross margin'])
    expect(series[0].points).toEqual([
      { period: '2026-Q1', value: 800 },
      { period: '2026-Q2', value: 950 },
    ])
  })
})
