/** The admin overview page (/admin): the staff member's day, figures and shortcuts. */
export { AdminOverviewPage } from './admin-overview-page'
export { overviewStatsQuery, statsKeys, type OverviewStats } from './api'
