/**
 * The headline figures of the investor's portfolio totals (GET /api/stats/investor), in the
 * order a tenant chose (Settings › Investor › Portfolio Stats; the settings row's
 * `portfolio_stats`, a JSON list of these keys).
 */
export const PORTFOLIO_STATS = ['invested', 'current_value', 'change', 'holdings'] as const
export type PortfolioStat = (typeof PORTFOLIO_STATS)[number]

const known = new Set<string>(PORTFOLIO_STATS)

/**
 * The stats shown, in order: unknown keys and repeats dropped. A missing, malformed or empty
 * list is every stat in the standard order (a tenant never set it, or a host lacks the column).
 */
export function parsePortfolioStats(raw: unknown): PortfolioStat[] {
  let value = raw
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      value = null
    }
  }
  if (!Array.isArray(value)) return [...PORTFOLIO_STATS]
  const stats = [...new Set(value.filter((k): k is PortfolioStat => known.has(String(k))))]
  return stats.length ? stats : [...PORTFOLIO_STATS]
}
