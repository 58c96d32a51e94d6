export { ADMIN_PATHS, opportunityPath, updateReportPath } from './paths'
export { allows } from './permission'
export type { RoutePermission } from './permission'
export { ADMIN_NAV, adminNav, labelText, staffLandingPage } from './admin-nav'
export type { AdminNavItem, NavGroup, NavLabel, NavLeaf, NavNode } from './admin-nav'
export { CREATE_ACTIONS, createMenu } from './create-menu'
export type { CreateAction } from './create-menu'
export {
  SETTINGS_SECTIONS,
  settingsItem,
  settingsItems,
  settingsPath,
  settingsTiles,
} from './settings-nav'
export type { SettingsItem, SettingsSection, SettingsTile } from './settings-nav'
export { INVESTOR_PATHS, investorNav, investorNavVisible } from './investor-nav'
export type { InvestorNavItem } from './investor-nav'
export { ADMIN_ROUTE_RULES } from './route-rules'
export type { RouteRule } from './route-rules'
export { canOpenAdminRoute, routePermission } from './route-permission'
