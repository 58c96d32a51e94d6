/** The admin portal frame's public face (DESIGN.md: other code imports only this). */
export { AdminLayout, type AdminLayoutProps } from './layout/admin-layout'
export { AdminRouteGuard } from './guard/admin-route-guard'
export { ForbiddenPage, FORBIDDEN_TITLE } from './guard/forbidden-page'
export { AdminOverviewPage } from './overview/admin-overview-page'
export { SettingsHubPage } from './settings/settings-hub-page'
export { overviewStatsQuery, statsKeys, type OverviewStats } from './api'
export { roleLabel } from './model/role-label'
