import type { Row } from '@mocks/db/db'
import { renderPage, type InvestorPageHost } from '@/test/investor-page-host'
import { FundHoldingPage } from '../pages/fund-holding-page'
import { FundReportPage } from '../pages/fund-report-page'
import { HoldingKpisPage } from '../pages/holding-kpis-page'
import { HoldingPage } from '../pages/holding-page'
import { HoldingReportPage } from '../pages/holding-report-page'
import { PortfolioPage } from '../pages/portfolio-page'
import { RouteErrorProbe } from './route-error-probe'

const errorElement = <RouteErrorProbe />

/**
 * The portfolio's routes as the app mounts them (inside the shell's <main>), each with a probe
 * for what it throws.
 */
const ROUTES = [
  {
    path: '/investor/portfolio',
    element: (
      <main>
        <PortfolioPage />
      </main>
    ),
    errorElement,
  },
  {
    path: '/investor/portfolio/:id',
    element: (
      <main>
        <HoldingPage />
      </main>
    ),
    errorElement,
  },
  {
    path: '/investor/portfolio/:id/reports/kpis',
    element: (
      <main>
        <HoldingKpisPage />
      </main>
    ),
    errorElement,
  },
  {
    path: '/investor/portfolio/:id/reports/:reportId',
    element: (
      <main>
        <HoldingReportPage />
      </main>
    ),
    errorElement,
  },
  {
    path: '/investor/portfolio/fund/:id',
    element: (
      <main>
        <FundHoldingPage />
      </main>
    ),
    errorElement,
  },
  {
    path: '/investor/portfolio/fund/:id/reports/:reportId',
    element: (
      <main>
        <FundReportPage />
      </main>
    ),
    errorElement,
  },
]

export const openAt = (at: string) => renderPage({ at, routes: ROUTES })

/** Rows of the mock's database, so expectations follow the seed rather than restate it. */
export const rows = (
  host: InvestorPageHost,
  table: string,
  where: (r: Row) => boolean = () => true,
) => host.api.host.db.table(table).where(where)

/**
 * The user's money invested: paid or completed investments. Spelled out here rather than read
 * from src/lib/investments, so a wrong shared rule fails the tests.
 */
export const investedInvestments = (host: InvestorPageHost, userId: number) =>
  rows(
    host,
    'investments',
    (i) => i.user_id === userId && (i.status === 'paid' || i.status === 'completed'),
  )

/** The user's reservations and cash calls not yet paid. */
export const pendingInvestments = (host: InvestorPageHost, userId: number) =>
  rows(
    host,
    'investments',
    (i) => i.user_id === userId && (i.status === 'reserved' || i.status === 'awaiting_payment'),
  )

/** Opportunity ids the user holds (has money invested in). */
export const heldOpportunityIds = (host: InvestorPageHost, userId: number) => [
  ...new Set(investedInvestments(host, userId).map((i) => Number(i.investment_opportunity_id))),
]

/** Fund ids the user has ledger entries in. */
export const heldFundIds = (host: InvestorPageHost, userId: number) => [
  ...new Set(rows(host, 'fund-ledger', (e) => e.user_id === userId).map((e) => Number(e.fund_id))),
]
