import type { SeedContext } from './context'
import { money, put, roundTo } from './deals-util'

/** Years of figures a deal's company reports, the last full year first. */
const YEARS = 4

/**
 * Each deal's company figures for its last full years, ending at the deal's own revenue,
 * EBITDA, margin and headcount (the latest period is what the deal shows). Derived from the
 * deal's id, not faker, so the seed's random sequence (and every later value) stays as it was.
 */
export async function seedDealMetrics(ctx: SeedContext) {
  const lastYear = ctx.refDate.getUTCFullYear() - 1
  for (const deal of ctx.db.table('pipeline-deals').all()) {
    if (deal.revenue == null) continue
    const revenue = Number(deal.revenue)
    const margin = revenue > 0 ? Number(deal.ebitda ?? 0) / revenue : 0
    const growth = 1.12 + (deal.id % 5) * 0.07
    const founded = Number(deal.founded_year ?? 0)
    for (let k = YEARS - 1; k >= 0; k--) {
      const year = lastYear - k
      if (year < founded) continue
      const r = roundTo(revenue / growth ** k, 1000)
      await put(ctx, 'pipeline-deal-metrics', {
        pipeline_deal_id: deal.id,
        period: `${year}-12-31`,
        revenue: k === 0 ? revenue : r,
        ebitda: k === 0 ? deal.ebitda : Math.round((r * (margin - 0.03 * k)) / 1000) * 1000,
        gross_margin_percent:
          deal.gross_margin_percent == null
            ? null
            : money(Math.max(0, Number(deal.gross_margin_percent) - k * ((deal.id % 3) + 1))),
        employees:
          deal.employees == null
            ? null
            : Math.max(1, Math.round(Number(deal.employees) / growth ** k)),
        notes: k === 0 ? 'Latest management accounts.' : 'Filed accounts.',
        created_by: deal.owner_id ?? null,
        created_at: ctx.daysAgo(30 + k * 365),
      })
    }
  }
}
