import { isStaff, type Resource } from '@/lib/permissions'
import type { FlagName, Flags } from '@/lib/settings/flag-names'
import { ADMIN_PATHS } from './paths'
import { allows, type RoutePermission } from './permission'

export interface SettingsItem {
  key: string
  label: string
  path: string
  permission: RoutePermission
}

export interface SettingsSection {
  key: 'account' | 'terminology' | 'attributes' | 'investor' | 'security'
  /** The landing-page tile title (SPEC §2). */
  title: string
  items: readonly SettingsItem[]
}

const base = ADMIN_PATHS.settings
const item = (
  key: string,
  label: string,
  path: string,
  resource: Resource | null,
  flag?: FlagName,
): SettingsItem => ({
  key,
  label,
  path: `${base}/${path}`,
  permission: flag ? { resource, action: 'index', flag } : { resource, action: 'index' },
})

/**
 * The settings hub of SPEC §2, with the resource guarding each page. Each page is guarded by
 * the SPEC §6 resource of what it edits (matching the API families in permissions): the
 * terminology pages, terms, market-sounding popup and risk warning live on the branding row;
 * investor categories are the `categories` family (attributes); portfolio tables and stats are
 * `portfolio-tables` (features); the appropriateness test and sign-up documents are
 * compliance. Lead statuses have no settings resource in SPEC §6 and are grouped with the
 * other investor labels under `attributes`. The security pages edit the signed-in staff
 * member's own password and details (POST /api/auth/update-password), so any staff member may
 * open them (no resource).
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    key: 'account',
    title: 'Account Details',
    items: [
      item('branding', 'Branding', 'account', 'branding'),
      item('pipelines', 'Pipelines', 'account/pipelines', 'pipelines'),
      item('admin-accounts', 'Admin Accounts', 'account/admin-accounts', 'user'),
      item('features', 'Features', 'account/features', 'features'),
    ],
  },
  {
    key: 'terminology',
    title: 'Terminology Settings',
    items: [
      item('navigation', 'Navigation', 'terminology/navigation', 'branding'),
      item('opportunities', 'Opportunities', 'terminology/opportunities', 'branding'),
      item('roles', 'Roles', 'terminology/roles', 'branding'),
      item('investor', 'Investor', 'terminology/investor', 'branding'),
      item('portfolio-columns', 'Portfolio Columns', 'terminology/portfolio-columns', 'branding'),
      item('funds', 'Funds', 'terminology/funds', 'branding', 'funds'),
    ],
  },
  {
    key: 'attributes',
    title: 'Attribute Settings',
    items: [
      item('custom-attributes', 'Custom Attributes', 'attributes', 'attributes'),
      item('kpi-category', 'KPI Category', 'attributes/kpi-category', 'report_types'),
      item('kpis', 'KPIs', 'attributes/kpis', 'report_types'),
      item('industries', 'Industries', 'attributes/industries', 'industries'),
      item(
        'investment-types',
        'Investment Types',
        'attributes/investment-types',
        'investment_opportunity_types',
      ),
      item(
        'investment-sub-types',
        'Investment Sub Types',
        'attributes/investment-sub-types',
        'investment_opportunity_sub_types',
      ),
      // SPEC §2/§9: behind a feature flag (flag-names.ts names it investmentCategories). They
      // sit after custom attributes, so the tile's first item never depends on the flag.
      item(
        'investment-categories',
        'Investment Categories',
        'attributes/investment-categories',
        'attributes',
        'investmentCategories',
      ),
      item(
        'investment-characters',
        'Investment Characters',
        'attributes/investment-characters',
        'attributes',
        'investmentCategories',
      ),
    ],
  },
  {
    key: 'investor',
    title: 'Investor Settings',
    items: [
      item('category', 'Category', 'investor/category', 'attributes'),
      item('portfolio', 'Portfolio Tables', 'investor/portfolio', 'features'),
      item('portfolio-stats', 'Portfolio Stats', 'investor/portfolio-stats', 'features'),
      item('sign-up-documents', 'Sign Up Documents', 'investor/sign-up-documents', 'compliance'),
      item('lead-status', 'Lead Status', 'investor/lead-status', 'attributes'),
      item(
        'appropriateness-test',
        'Appropriateness Test',
        'investor/appropriateness-test',
        'compliance',
        'complianceTest',
      ),
      item('terms', 'Terms', 'investor/terms', 'branding'),
      item(
        'market-sounding',
        'Market Sounding Popup',
        'investor/market-sounding',
        'branding',
        'marketSounding',
      ),
      item('risk-warning', 'Risk Warning', 'investor/risk-warning', 'branding', 'riskWarning'),
    ],
  },
  {
    key: 'security',
    title: 'Password Management',
    items: [
      item('password-management', 'Password Management', 'security/password-management', null),
      item('user-details', 'User Details', 'security/user-details', null),
    ],
  },
]

/** A settings item by its key: pages mount at its path, so an address is spelled once. */
export function settingsItem(key: string): SettingsItem {
  const found = SETTINGS_SECTIONS.flatMap((s) => s.items).find((i) => i.key === key)
  if (!found) throw new Error(`No settings item "${key}" in settings-nav.ts`)
  return found
}

/** The address of a settings item (settings-nav key), for a page's route. */
export const settingsPath = (key: string) => settingsItem(key).path

export interface SettingsTile {
  key: SettingsSection['key']
  title: string
  to: string
}

/** The items of a section the role may open. */
export function settingsItems(
  roleId: number | null | undefined,
  flags: Flags,
  section: SettingsSection,
): SettingsItem[] {
  return section.items.filter((i) => allows(roleId, flags, i.permission))
}

/** SPEC §2: the landing tiles, each linking to the first item of its section the role may open. */
export function settingsTiles(roleId: number | null | undefined, flags: Flags): SettingsTile[] {
  if (!isStaff(roleId)) return []
  return SETTINGS_SECTIONS.flatMap((section) => {
    const first = settingsItems(roleId, flags, section)[0]
    return first ? [{ key: section.key, title: section.title, to: first.path }] : []
  })
}
