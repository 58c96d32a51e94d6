export const ACTIONS = ['index', 'show', 'create', 'update', 'delete', 'delete_unsafe'] as const
export type Action = (typeof ACTIONS)[number]

/**
 * Resources behind the settings hub. SPEC §6 grants Super_Admin "settings sections index";
 * holding index on a settings section is what lets a role open and edit that section
 * (see `can` in table.ts), since a read-only settings hub would serve nobody.
 */
export const SETTINGS_RESOURCES = [
  'branding',
  'pipelines',
  'user',
  'features',
  'attributes',
  'report_types',
  'industries',
  'investment_opportunity_sub_types',
  'investment_opportunity_types',
  'investment_opportunity_investor_types',
  'compliance',
] as const
export type SettingsResource = (typeof SETTINGS_RESOURCES)[number]

/** Permission resources of SPEC §6: the settings sections' and these. */
export const RESOURCES = [
  ...SETTINGS_RESOURCES,
  'pipeline_deals',
  'investment_opportunity_live',
  'investment_opportunity_existing',
  'investors',
  'investors_password',
  'investor_category',
  'funds',
  'funds_opportunity',
  'overview',
  'reports',
  'custom_kpis',
  'update_reports',
  'wip-report',
  'investment_opportunity_live_cash_call',
  'user_app_test',
  'attributes_lock',
  'onboarding_documents',
] as const
export type Resource = (typeof RESOURCES)[number]

export function isSettingsResource(r: Resource): r is SettingsResource {
  return (SETTINGS_RESOURCES as readonly string[]).includes(r)
}
