/** The admin portal frame's public face (DESIGN.md: other code imports only this). */
export { AdminLayout, type AdminLayoutProps } from './layout/admin-layout'
export { AdminRouteGuard } from './guard/admin-route-guard'
export { ForbiddenPage, FORBIDDEN_TITLE } from './guard/forbidden-page'
export { AdminOverviewPage } from '@/admin/overview'
export { SettingsHubPage } from '@/admin/settings/hub'
export { overviewStatsQuery, statsKeys, type OverviewStats } from '@/admin/overview'
export { roleLabel } from './model/role-label'
