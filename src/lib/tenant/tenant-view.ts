import { isLaravelTrue } from '@/lib/laravel-true'
import { parsePortfolioStats, type PortfolioStat } from './portfolio-stats'
import { parseColours, parseNavigation } from './parse-json'
import { safeAssetUrl, safeExternalUrl } from './safe-url'
import type { TenantSettings } from './settings-query'

/** SPEC §9 defaults, used when settings are missing, failing or unusable. */
export const DEFAULT_PAGE_TITLE = 'Investor Portal'
export const DEFAULT_TERMS_VERSION = 1
export const DEFAULT_APP_VERSION = '1.0.0'

export type PortfolioDisplay = 0 | 1 | 2
export type TermsFormat = 'text' | 'url'

export interface TenantTerms {
  version: number
  format: TermsFormat
  /** The text (format 'text') or the safe link (format 'url'; null when the link is unsafe). */
  text: string | null
}

/** What screens read from the settings row, parsed and defaulted once. */
export interface TenantView {
  /** The raw row (undefined while loading or when the call failed). */
  raw: TenantSettings | undefined
  pageTitle: string
  logo: string | null
  logoAlt: string | null
  favicon: string | null
  /** The tenant's colour map (strings only); the theme validates values and owns the defaults. */
  colours: Record<string, string>
  /** Terminology overrides by snake_case key. */
  navigation: Record<string, string>
  terms: TenantTerms
  portfolioDisplay: PortfolioDisplay
  /** The investor portfolio's totals, in the tenant's order (`portfolio_stats`). */
  portfolioStats: PortfolioStat[]
  /** Only a safe absolute http(s) URL, else null (the logo then links to /investor). */
  backToSiteUrl: string | null
  appVersion: string
  marketSoundingDescription: string | null
  riskWarningText: string | null
  isCustomBranding: boolean
  isTrial: boolean
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)

/** A positive integer from a number or numeric string; the fallback otherwise. */
export function positiveInt(v: unknown, fallback: number): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : fallback
}

/**
 * The terms block. The API nests it as `terms` (openapi Settings); a host that returns the
 * flat columns (as SettingsInput accepts them) is read too, nested values winning.
 */
export function tenantTerms(settings: TenantSettings | null | undefined): TenantTerms {
  const flat = (settings ?? {}) as Record<string, unknown>
  const nested = settings?.terms
  const version = positiveInt(nested?.terms_version ?? flat.terms_version, DEFAULT_TERMS_VERSION)
  const format: TermsFormat = (nested?.terms_format ?? flat.terms_format) === 'url' ? 'url' : 'text'
  const raw = nested?.terms_text ?? flat.terms_text
  return { version, format, text: format === 'url' ? safeExternalUrl(raw) : text(raw) }
}

function portfolioDisplay(v: unknown): PortfolioDisplay {
  const n = Number(v)
  return n === 1 || n === 2 ? n : 0
}

export function tenantView(settings: TenantSettings | null | undefined): TenantView {
  const s = settings ?? {}
  return {
    raw: settings ?? undefined,
    pageTitle: text(s.page_title)?.trim() ?? DEFAULT_PAGE_TITLE,
    logo: safeAssetUrl(s.logo),
    logoAlt: safeAssetUrl(s.logo_alt),
    favicon: safeAssetUrl(s.favicon),
    colours: parseColours(s.colours),
    navigation: parseNavigation(s.navigation),
    terms: tenantTerms(settings),
    portfolioDisplay: portfolioDisplay(s.portfolio_display),
    portfolioStats: parsePortfolioStats(s.portfolio_stats),
    backToSiteUrl: safeExternalUrl(s.back_to_site_url),
    appVersion: text(s.appVersion) ?? DEFAULT_APP_VERSION,
    marketSoundingDescription: text(s.market_sounding_description),
    riskWarningText: text(s.risk_warning_text),
    isCustomBranding: isLaravelTrue(s.isCustomBranding),
    isTrial: isLaravelTrue(s.isTrial),
  }
}
