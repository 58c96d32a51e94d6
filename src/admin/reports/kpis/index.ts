/** The KPI report pages of the admin's reports (SPEC §2): the KPI grid and the KPI portfolio. */
import { ADMIN_PATHS } from '@/lib/navigation'
import { KpiPortfolioPage } from './pages/kpi-portfolio-page'
import { KpiReportsPage } from './pages/kpi-reports-page'

export { KpiPortfolioPage, KpiReportsPage }

/** The two pages at their absolute paths, for the reports section's `pages`. */
export const KPI_REPORT_PAGES = [
  { path: ADMIN_PATHS.kpis, Component: KpiReportsPage },
  { path: ADMIN_PATHS.kpiPortfolio, Component: KpiPortfolioPage },
] as const
