import type { SectionPage } from '@/features/admin-records'
import { TABLES_PATH } from './paths'
import { PortfolioTablePage } from './portfolio-table-page'
import { PortfolioTablesPage } from './portfolio-tables-page'

/** Settings › Investor › Portfolio tables (SPEC §2), guarded by settings-nav.ts `portfolio`. */
export const portfolioPages: SectionPage[] = [
  { path: TABLES_PATH, Component: PortfolioTablesPage },
  { path: `${TABLES_PATH}/:id`, Component: PortfolioTablePage },
]
