import { RouteErrorProbe } from '@/test/probes'
import { rows } from '@/test/mock-host'
import { pagesInMain } from '@/test/render-routes'
import { renderPage, type InvestorPageHost } from '@/test/investor-page-host'
import { FundHoldingPage } from '../pages/fund-holding-page'
import { FundReportPage } from '../pages/fund-report-page'
import { HoldingKpisPage } from '../pages/holding-kpis-page'
import { HoldingPage } from '../pages/holding-page'
import { HoldingReportPage } from '../pages/holding-report-page'
import { PortfolioPage } from '../pages/portfolio-page'
import { TaxPackPage } from '../pages/tax-pack-page'
import { TaxPage } from '../pages/tax-page'

export { rows } from '@/test/mock-host'

/** The portfolio's routes as the app mounts them, each with a probe for what it throws. */
const ROUTES = pagesInMain(
  [
    { path: '/investor/portfolio', Component: PortfolioPage },
    { path: '/investor/portfolio/tax', Component: TaxPage },
    { path: '/investor/portfolio/tax/:startYear/pack', Component: TaxPackPage },
    { path: '/investor/portfolio/:id', Component: HoldingPage },
    { path: '/investor/portfolio/:id/reports/kpis', Component: HoldingKpisPage },
    { path: '/investor/portfolio/:id/reports/:reportId', Component: HoldingReportPage },
    { path: '/investor/portfolio/fund/:id', Component: FundHoldingPage },
    { path: '/investor/portfolio/fund/:id/reports/:reportId', Component: FundReportPage },
  ],
  <RouteErrorProbe />,
)

export const openAt = (at: string) => renderPage({ at, routes: ROUTES })

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
