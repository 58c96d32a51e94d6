import type { SectionPage } from '@/admin/kit/records'
import { TABLES_PATH } from './paths'
import { PortfolioStatsPage } from './portfolio-stats-page'
import { PortfolioTablePage } from './portfolio-table-page'
import { PortfolioTablesPage } from './portfolio-tables-page'

/**
 * Settings › Investor › Portfolio tables and Portfolio stats (SPEC §2), guarded by settings-nav.ts
 * `portfolio` and `portfolio-stats`.
 */
export const portfolioPages: SectionPage[] = [
  { path: TABLES_PATH, Component: PortfolioTablesPage },
  { path: `${TABLES_PATH}/:id`, Component: PortfolioTablePage },
  { path: `${TABLES_PATH}-stats`, Component: PortfolioStatsPage },
]
