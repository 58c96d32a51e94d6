import type { Row } from '../db/db'
import type { SeedContext } from './context'
import { KPI_COMMENTARY } from './funds-report-text'
import type { ReportSeeding } from './funds-reports'
import { addDays, dateAgo, money, periodOf, quarterEnds, round } from './funds-util'
import { KPI_CATEGORY_SEED } from '../resources/kpi-categories'

type Kpi = {
  name: string
  unit: string
  category: string
  range: [number, number]
  active?: boolean
}

const PORTFOLIO_KPIS: Kpi[] = [
  { name: 'Revenue', unit: 'GBP', category: 'financial', range: [50_000, 2_000_000] },
  { name: 'Gross margin', unit: 'percent', category: 'financial', range: [20, 80] },
  { name: 'EBITDA', unit: 'GBP', category: 'financial', range: [-300_000, 400_000] },
  { name: 'Cash runway', unit: 'months', category: 'financial', range: [6, 36] },
  { name: 'Monthly burn', unit: 'GBP', category: 'financial', range: [20_000, 250_000] },
  { name: 'Headcount', unit: 'count', category: 'operational', range: [5, 120] },
  { name: 'Customers', unit: 'count', category: 'customer', range: [20, 5_000] },
  { name: 'Net revenue retention', unit: 'percent', category: 'customer', range: [85, 130] },
  {
    name: 'Carbon emissions avoided (tCO2e)',
    unit: 'count',
    category: 'impact',
    range: [10, 2_000],
  },
  { name: 'Jobs created in the UK', unit: 'count', category: 'impact', range: [1, 40] },
  { name: 'Customer churn', unit: 'percent', category: 'customer', range: [1, 8], active: false },
]
const SPECIFIC_KPIS: Kpi[] = [
  {
    name: 'Annual recurring revenue',
    unit: 'GBP',
    category: 'financial',
    range: [200_000, 5_000_000],
  },
  { name: 'Units shipped', unit: 'count', category: 'operational', range: [500, 40_000] },
  { name: 'Active subscribers', unit: 'count', category: 'customer', range: [1_000, 60_000] },
  { name: 'Clinical trial sites', unit: 'count', category: 'operational', range: [2, 25] },
]

/** Custom KPIs, then four quarters of KPI reports with their inputs per portfolio company. */
export async function seedKpiReports(ctx: SeedContext, s: ReportSeeding) {
  const { faker } = ctx
  const quarters = quarterEnds(dateAgo(ctx, 400), dateAgo(ctx, 0)).slice(-4)
  const existing = s.opps.filter((o) => Number(o.stage) >= 5)
  // KPI definitions: portfolio-wide ones, then a few that belong to one company.
  for (const [i, [key, name]] of KPI_CATEGORY_SEED.entries())
    await ctx.insert('kpi-categories', { key, name, order: i + 1 })
  const kpiRows: { row: Row; kpi: Kpi }[] = []
  for (const [i, kpi] of PORTFOLIO_KPIS.entries()) {
    const row = await ctx.insert('custom-kpis', {
      name: kpi.name,
      unit: kpi.unit,
      category: kpi.category,
      description: `Reported quarterly by each portfolio company (${kpi.category}).`,
      investment_opportunity_id: null,
      is_active: kpi.active === false ? 0 : 1,
      order: i + 1,
      created_at: ctx.daysAgo(700),
      updated_at: ctx.daysAgo(700 - i),
    })
    kpiRows.push({ row, kpi })
  }
  const kpiCompanies = s.heldFirst(existing).slice(0, 6 * s.scale)
  for (const [i, opp] of kpiCompanies.slice(0, SPECIFIC_KPIS.length * s.scale).entries()) {
    const kpi = SPECIFIC_KPIS[i % SPECIFIC_KPIS.length]
    const row = await ctx.insert('custom-kpis', {
      name: kpi.name,
      unit: kpi.unit,
      category: kpi.category,
      description: `Specific to ${String(opp.name)}.`,
      investment_opportunity_id: opp.id,
      is_active: 1,
      order: PORTFOLIO_KPIS.length + i + 1,
      created_at: ctx.daysAgo(500),
      updated_at: ctx.daysAgo(450),
    })
    kpiRows.push({ row, kpi })
  }

  // KPI reports: four quarters per portfolio company; the newest quarter is often still a draft.
  for (const opp of kpiCompanies) {
    const applies = kpiRows.filter(
      ({ row }) =>
        row.is_active &&
        (row.investment_opportunity_id === null || row.investment_opportunity_id === opp.id),
    )
    const base = new Map(
      applies.map(({ row, kpi }) => [
        row.id,
        faker.number.float({ min: kpi.range[0], max: kpi.range[1] }),
      ]),
    )
    for (const [qi, q] of quarters.entries()) {
      const on = addDays(q, 40) > dateAgo(ctx, 0) ? dateAgo(ctx, 2) : addDays(q, 40)
      const status = qi === quarters.length - 1 && faker.datatype.boolean() ? 'draft' : 'live'
      const report = await s.insertReport(
        {
          title: `${String(opp.name)} KPIs ${periodOf(q)}`,
          type: 'kpi',
          status,
          investment_opportunity_id: opp.id,
          period: periodOf(q),
          summary: `Key performance indicators for ${periodOf(q)}.`,
          body: `<p>${faker.helpers.arrayElement(KPI_COMMENTARY)}</p>`,
        },
        on,
      )
      for (const { row, kpi } of applies) {
        const growth = kpi.unit === 'percent' || kpi.unit === 'months' ? 1 + 0.02 * qi : 1.08 ** qi
        const raw = (base.get(row.id) as number) * growth
        const value =
          kpi.unit === 'GBP' ? money(raw) : kpi.unit === 'count' ? Math.round(raw) : round(raw, 1)
        await ctx.insert('report-inputs', {
          report_id: report.id,
          custom_kpi_id: row.id,
          value,
          period: periodOf(q),
          comment: qi === 0 && kpi.unit === 'GBP' ? 'Restated after the year-end audit' : null,
          created_at: report.created_at,
          updated_at: report.updated_at,
        })
      }
    }
  }
}
