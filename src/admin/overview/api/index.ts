export { statsKeys } from './keys'
export { overviewStatsQuery } from './queries'
export { fetchOverviewStats, type OverviewStats } from './requests'
