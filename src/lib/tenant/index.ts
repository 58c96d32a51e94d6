export { decodeSettings, settingsKeys, settingsQuery, TENANT_SETTINGS_ID } from './settings-query'
export type { TenantSettings } from './settings-query'
export { parseColours, parseJsonObject, parseNavigation } from './parse-json'
export { safeAssetUrl, safeExternalUrl } from './safe-url'
export {
  DEFAULT_APP_VERSION,
  DEFAULT_PAGE_TITLE,
  DEFAULT_TERMS_VERSION,
  positiveInt,
  tenantView,
  tenantTerms,
} from './tenant-view'
export type { PortfolioDisplay, TenantTerms, TenantView, TermsFormat } from './tenant-view'
export { useTenantSettings } from './use-tenant-settings'
export type { TenantSettingsState } from './use-tenant-settings'
export { applyDocumentBranding } from './document-branding'
export { PORTFOLIO_STATS, parsePortfolioStats } from './portfolio-stats'
export type { PortfolioStat } from './portfolio-stats'
