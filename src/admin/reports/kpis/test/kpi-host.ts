import type { InvestorPageHost } from '@/test/investor-page-host'
import { rows } from '@/test/mock-host'
import { INVESTOR } from '@/test/session-steps'

export { rows } from '@/test/mock-host'

/**
 * A portfolio company the demo investor holds with at least two published KPI reports: what
 * staff enter for it reaches a holder, and its trend has a period before the latest.
 */
export function heldKpiCompany(host: InvestorPageHost) {
  const investor = host.user(INVESTOR).id
  const held = new Set(
    rows(host, 'investments', (i) => i.user_id === investor && i.status !== 'cancelled').map((i) =>
      Number(i.investment_opportunity_id),
    ),
  )
  const live = (id: number) =>
    rows(
      host,
      'reports',
      (r) => r.type === 'kpi' && r.status === 'live' && r.investment_opportunity_id === id,
    )
  const id = [...held].find((o) => live(o).length > 1)!
  const company = rows(host, 'investment-opportunities', (o) => o.id === id)[0]
  return { id, name: String(company.name), liveReports: live(id) }
}

/** A KPI by name (portfolio-wide, active). */
export const kpiNamed = (host: InvestorPageHost, name: string) =>
  rows(host, 'custom-kpis', (k) => k.name === name && k.investment_opportunity_id === null)[0]

/** The first screen of a test waits for the app's lazy chunks, slow on a busy machine. */
export const FIRST_LOAD = { timeout: 15_000 }
