import { describe, expect, it } from 'vitest'
import { colourSlices, seriesSummary, sliceSummary } from './chart-data'
import { formatSignedGBP, formatSignedPercent } from './format'
import { formatKpi, kpiSeries } from './kpi-series'
import type { RecordOf } from '@/lib/resources'

const gbp = (n: number) => `£${n}`

describe('chart data', () => {
  it('summarises a series: start, end and peak', () => {
    const points = [
      { x: 'a', label: 'Jan', value: 100 },
      { x: 'b', label: 'Feb', value: 300 },
      { x: 'c', label: 'Mar', value: 200 },
    ]
    expect(seriesSummary(points, gbp)).toBe(
      'Rose from £100 on Jan to £200 on Mar. Highest £300 on Feb.',
    )
    expect(seriesSummary([...points].reverse(), gbp)).toMatch(
      /^Fell from £200 on Mar to £100 on Jan/,
    )
    expect(seriesSummary([], gbp)).toBe('No data yet.')
  })

  it('colours the largest slices and draws the rest as Other', () => {
    const slices = Array.from({ length: 10 }, (_, i) => ({ label: `S${i}`, value: i + 1 }))
    const { drawn, all, total } = colourSlices(slices, ['c1', 'c2', 'c3'], 4)
    expect(total).toBe(55)
    expect(drawn.map((s) => s.label)).toEqual(['S9', 'S8', 'S7', 'Other'])
    expect(drawn.map((s) => s.colour)).toEqual(['c1', 'c2', 'c3', 'c1'])
    expect(drawn[3].value).toBe(28)
    expect(all).toHaveLength(10)
    expect(sliceSummary(all, 'sector')).toBe('10 sectors. Largest: S9 18.2%, S8 16.4%, S7 14.5%.')
  })

  it('signs gains and losses in words', () => {
    expect(formatSignedGBP(1250)).toBe('+£1,250')
    expect(formatSignedGBP(-300.5)).toBe('-£300.50')
    expect(formatSignedGBP(0)).toBe('£0')
    expect(formatSignedPercent(29.85)).toBe('+29.85%')
    expect(formatSignedPercent(-3)).toBe('-3%')
  })
})

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
    expect(formatKpi(51.8, 'percent')).toBe('51.8%')
    expect(formatKpi(2138811.23, 'GBP')).toBe('£2,138,811')
    expect(formatKpi(2.25, 'multiple')).toBe('2.25x')
  })
})
