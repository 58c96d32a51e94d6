import { describe, expect, it } from 'vitest'
import {
  cellKey,
  groupKpis,
  nextPeriod,
  parseTyped,
  periodColumns,
  savedValues,
  trendOf,
  type Kpi,
  type KpiReport,
} from './kpi-grid'
import { barsFor, companiesFor, comparisonCsv, defaultPeriod, portfolioPeriods } from './portfolio'

const kpi = (id: number, name: string, category: string, order = id, is_active = 1) =>
  ({
    id,
    name,
    category,
    order,
    is_active,
    unit: 'GBP',
    investment_opportunity_id: null,
  }) as unknown as Kpi
const report = (id: number, period: string, values: Record<number, number>, more = {}) =>
  ({
    id,
    type: 'kpi',
    status: 'live',
    period,
    investment_opportunity_id: 7,
    investment_opportunity: { id: 7, name: 'Acme, "Labs"' },
    created_at: `2026-01-0${id}T00:00:00Z`,
    published_at: null,
    inputs: Object.entries(values).map(([k, value], i) => ({
      id: id * 100 + i,
      custom_kpi_id: Number(k),
      value,
      period,
    })),
    ...more,
  }) as unknown as KpiReport

describe('the KPI grid model', () => {
  it('groups active KPIs in the category order, each by its order', () => {
    const groups = groupKpis(
      [
        kpi(1, 'Customers', 'customer'),
        kpi(2, 'Revenue', 'financial', 5),
        kpi(3, 'EBITDA', 'financial', 3),
        kpi(4, 'Churn', 'customer', 9, 0),
      ],
      [
        { key: 'financial', name: 'Financial', order: 1 },
        { key: 'customer', name: 'Customer', order: 3 },
      ],
    )
    expect(groups.map((g) => [g.label, g.kpis.map((k) => k.name)])).toEqual([
      ['Financial', ['EBITDA', 'Revenue']],
      ['Customer', ['Customers']],
    ])
  })

  it('follows the tenant’s KPI categories: their names and their order', () => {
    const kpis = [
      kpi(1, 'Customers', 'customer'),
      kpi(2, 'Revenue', 'financial'),
      kpi(3, 'Staff', 'team'),
    ]
    const categories = [
      { key: 'financial', name: 'Money', order: 2 },
      { key: 'customer', name: 'Clients', order: 1 },
    ]
    expect(groupKpis(kpis, categories).map((g) => g.label)).toEqual(['Clients', 'Money', 'Team'])
  })

  it('orders the periods, adds unsaved ones, and lets a later report of a period win', () => {
    const cols = periodColumns(
      [
        report(2, '2026-Q2', { 1: 5 }),
        report(1, '2026-Q1', { 1: 4 }),
        report(3, '2026-Q2', { 1: 6 }),
      ],
      ['2026-Q3'],
    )
    expect(cols.map((c) => [c.period, c.report?.id ?? null])).toEqual([
      ['2026-Q1', 1],
      ['2026-Q2', 3],
      ['2026-Q3', null],
    ])
    const saved = savedValues(cols)
    expect(saved.get(cellKey(1, '2026-Q2'))).toEqual({ inputId: 300, reportId: 3, value: 6 })
  })

  it('gives the change on the period before, skipping periods without a value', () => {
    const cols = periodColumns([
      report(1, '2026-Q1', { 1: 200 }),
      report(2, '2026-Q2', { 2: 1 }),
      report(3, '2026-Q3', { 1: 150 }),
    ])
    const trend = trendOf(1, cols, savedValues(cols))
    expect(trend).toMatchObject({
      value: 150,
      period: '2026-Q3',
      previous: { value: 200, period: '2026-Q1' },
      changePercent: -25,
    })
    expect(trendOf(2, cols, savedValues(cols))).toMatchObject({
      previous: null,
      changePercent: null,
    })
    expect(trendOf(9, cols, savedValues(cols))).toBeNull()
  })

  it('reads typed numbers in their units, and leaves anything else for the host to refuse', () => {
    expect(parseTyped(' £1,250,000 ')).toBe(1250000)
    expect(parseTyped('51.8%')).toBe(51.8)
    expect(parseTyped('-3')).toBe(-3)
    expect(parseTyped('2.5x')).toBe(2.5)
    expect(parseTyped('about forty')).toBe('about forty')
  })

  it('suggests the period after the latest', () => {
    expect(nextPeriod('2025-Q4')).toBe('2026-Q1')
    expect(nextPeriod('2026-Q2')).toBe('2026-Q3')
    expect(nextPeriod('2026-12')).toBe('2027-01')
    expect(nextPeriod(undefined, new Date('2026-08-10'))).toBe('2026-Q3')
  })
})

describe('the KPI portfolio model', () => {
  const kpis = [kpi(1, 'Revenue', 'financial'), kpi(2, '=Margin', 'financial')]
  const reports = [
    report(1, '2026-Q1', { 1: 100 }),
    report(2, '2026-Q1', { 1: 120, 2: 3 }),
    report(
      3,
      '2026-Q1',
      { 1: 9 },
      { investment_opportunity_id: 8, investment_opportunity: { name: 'Beta' } },
    ),
  ]

  it('takes each company’s latest report of the period', () => {
    const rows = companiesFor(reports, '2026-Q1')
    expect(rows.map((r) => [r.name, Object.fromEntries(r.values)])).toEqual([
      ['Acme, "Labs"', { 1: 120, 2: 3 }],
      ['Beta', { 1: 9 }],
    ])
    expect(barsFor(kpis[0], rows).map((b) => b.label)).toEqual(['Acme, "Labs"', 'Beta'])
  })

  it('opens on the newest period that the most companies reported', () => {
    const more = [
      ...reports,
      report(4, '2026-Q2', { 1: 1 }),
      report(5, '2025-Q4', { 1: 1 }, { investment_opportunity_id: 9 }),
    ]
    const periods = portfolioPeriods(more)
    expect(periods).toEqual([
      { period: '2026-Q2', companies: 1 },
      { period: '2026-Q1', companies: 2 },
      { period: '2025-Q4', companies: 1 },
    ])
    expect(defaultPeriod(periods)).toBe('2026-Q1')
  })

  it('writes CSV with quoted names, empty cells for missing values and no formulas', () => {
    const csv = comparisonCsv('2026-Q1', kpis, companiesFor(reports, '2026-Q1'))
    expect(csv.split('\r\n')).toEqual([
      "Company,Period,Revenue (£),'=Margin (£)",
      '"Acme, ""Labs""",2026-Q1,120,3',
      'Beta,2026-Q1,9,',
      '',
    ])
  })
})
