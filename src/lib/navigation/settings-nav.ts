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

/** An item of a section: key (also the last part of its address), label, resource, flag. */
type ItemRow = readonly [key: string, label: string, resource: Resource | null, flag?: FlagName]

/**
 * A section whose items live at `settings/<prefix>/<key>`; `home` names the item at the
 * section's own address (`settings/<prefix>`).
 */
function section(
  key: SettingsSection['key'],
  title: string,
  prefix: string,
  rows: readonly ItemRow[],
  home?: string,
): SettingsSection {
  const items = rows.map(([itemKey, label, resource, flag]): SettingsItem => ({
    key: itemKey,
    label,
    path: `${ADMIN_PATHS.settings}/${prefix}${itemKey === home ? '' : `/${itemKey}`}`,
    permission: flag ? { resource, action: 'index', flag } : { resource, action: 'index' },
  }))
  return { key, title, items }
}

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
  section(
    'account',
    'Account Details',
    'account',
    [
      ['branding', 'Branding', 'branding'],
      ['pipelines', 'Pipelines', 'pipelines'],
      ['admin-accounts', 'Admin Accounts', 'user'],
      ['features', 'Features', 'features'],
    ],
    'branding',
  ),
  section('terminology', 'Terminology Settings', 'terminology', [
    ['navigation', 'Navigation', 'branding'],
    ['opportunities', 'Opportunities', 'branding'],
    ['roles', 'Roles', 'branding'],
    ['investor', 'Investor', 'branding'],
    ['portfolio-columns', 'Portfolio Columns', 'branding'],
    ['funds', 'Funds', 'branding', 'funds'],
  ]),
  section(
    'attributes',
    'Attribute Settings',
    'attributes',
    [
      ['custom-attributes', 'Custom Attributes', 'attributes'],
      ['kpi-category', 'KPI Category', 'report_types'],
      ['kpis', 'KPIs', 'report_types'],
      ['industries', 'Industries', 'industries'],
      ['investment-types', 'Investment Types', 'investment_opportunity_types'],
      ['investment-sub-types', 'Investment Sub Types', 'investment_opportunity_sub_types'],
      // SPEC §2/§9: behind a feature flag (flag-names.ts names it investmentCategories). They
      // sit after custom attributes, so the tile's first item never depends on the flag.
      ['investment-categories', 'Investment Categories', 'attributes', 'investmentCategories'],
      ['investment-characters', 'Investment Characters', 'attributes', 'investmentCategories'],
    ],
    'custom-attributes',
  ),
  section('investor', 'Investor Settings', 'investor', [
    ['category', 'Category', 'attributes'],
    ['portfolio', 'Portfolio Tables', 'features'],
    ['portfolio-stats', 'Portfolio Stats', 'features'],
    ['sign-up-documents', 'Sign Up Documents', 'compliance'],
    ['lead-status', 'Lead Status', 'attributes'],
    ['default-associates', 'Default Associates', 'features', 'defaultInvestorAssociates'],
    ['appropriateness-test', 'Appropriateness Test', 'compliance', 'complianceTest'],
    ['promotion-exemptions', 'Promotion Exemptions', 'compliance', 'financialPromotionExceptions'],
    ['terms', 'Terms', 'branding'],
    ['market-sounding', 'Market Sounding Popup', 'branding', 'marketSounding'],
    ['risk-warning', 'Risk Warning', 'branding', 'riskWarning'],
  ]),
  section('security', 'Password Management', 'security', [
    ['password-management', 'Password Management', null],
    ['user-details', 'User Details', null],
  ]),
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
