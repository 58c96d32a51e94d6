import type { Row } from '@mocks/db/db'
import { RouteErrorProbe } from '@/test/probes'
import { renderPage, type InvestorPageHost } from '@/test/investor-page-host'
import { NewsPage } from '../pages/news-page'
import { NewsReportPage } from '../pages/news-report-page'

/** This feature's two routes, as the app mounts them. */
const ROUTES = [
  { path: '/investor/news', element: <NewsPage /> },
  {
    path: '/investor/news/reports/:id',
    element: <NewsReportPage />,
    errorElement: <RouteErrorProbe />,
  },
]

export const openAt = (at: string) => renderPage({ at, routes: ROUTES })

/**
 * The news an investor may read, by the rule the contract states (live update reports of what
 * they hold, or public ones), newest first: computed from the mock's rows, not restated.
 */
export function expectedNews(host: InvestorPageHost, email: string): Row[] {
  const db = host.api.host.db
  const me = host.user(email).id
  const opportunities = new Set(
    db
      .table('investments')
      .where((i) => i.user_id === me && i.status !== 'cancelled')
      .map((i) => i.investment_opportunity_id),
  )
  const funds = new Set(
    db
      .table('fund-ledger')
      .where((l) => l.user_id === me)
      .map((l) => l.fund_id),
  )
  return db
    .table('reports')
    .where(
      (r) =>
        r.type === 'update' &&
        r.status === 'live' &&
        (!!r.is_public || opportunities.has(r.investment_opportunity_id) || funds.has(r.fund_id)),
    )
    .sort(
      (a, b) =>
        String(b.published_at).localeCompare(String(a.published_at)) || Number(b.id) - Number(a.id),
    )
}

export const reports = (host: InvestorPageHost) => host.api.host.db.table('reports')
