import type { Resource } from './resources'

/**
 * One table, shared by the UI and the mock host: which permission resource of SPEC §6 guards
 * each REST family under /api/{family}. `null` means any staff member may use it (it is part
 * of a screen whose own resource is already checked, e.g. notes on an investor); investors
 * (role 5) reach families only through each family's investor scope, enforced by the host.
 *
 * `investment-opportunities` is guarded per record: stages 1-4 are live opportunities,
 * stages 5-6 existing investments (SPEC §2). `reports` likewise by type: kpi -> reports,
 * wip -> wip-report, update -> update_reports.
 */
export const API_FAMILY_PERMISSIONS = {
  activity: null,
  attributes: 'attributes',
  'attribute-values': null,
  'call-logs': null,
  contacts: 'investors',
  'lead-statuses': 'investor_category',
  'pipeline-deals': 'pipeline_deals',
  'pipeline-deal-metrics': 'pipeline_deals',
  pipelines: 'pipelines',
  'pipeline-stages': 'pipelines',
  'folder-structures': null,
  documents: null,
  funds: 'funds',
  'fund-kpis': 'funds',
  'net-asset-values': 'funds',
  'fund-ledger': 'funds',
  'fund-holdings': 'funds',
  'fund-investment-opportunities': 'funds_opportunity',
  'investment-opportunities': 'investment_opportunity_live',
  galleries: null,
  types: 'investment_opportunity_types',
  'sub-types': 'investment_opportunity_sub_types',
  'share-prices': null,
  'key-points': null,
  'team-images': null,
  investments: null,
  'investment-methods': 'investors',
  invitations: 'investors',
  'investor-associates': 'investors',
  // Settings › Investor › Default Associates, beside the other investor settings on `features`.
  'default-associates': 'features',
  industries: 'industries',
  'key-dates': null,
  notes: null,
  nominees: 'investors',
  organisations: 'investors',
  'organisation-links': 'investors',
  'portfolio-tables': 'features',
  'pre-emption-options': null,
  'pre-emption-choices': null,
  // The tax-relief centre (issue 29): the host defers to the opportunity's own resource.
  'share-issues': null,
  'tax-certificates': null,
  reports: 'update_reports',
  'report-inputs': 'reports',
  tasks: null,
  users: 'investors',
  'client-groups': 'investors',
  'compliance-questions': 'compliance',
  'compliance-options': 'compliance',
  'compliance-answers': 'compliance',
  'fca-compliance-questions': 'compliance',
  'fca-compliance-options': 'compliance',
  'fca-compliance-answers': 'compliance',
  categories: 'attributes',
  characters: 'attributes',
  'investment-categories': 'attributes',
  'investor-types': 'investment_opportunity_investor_types',
  'custom-kpis': 'custom_kpis',
  'kpi-categories': 'report_types',
  'tax-options': 'features',
  terms: 'branding',
  rewards: null,
  'intent-terms': null,
  intents: null,
  'term-conditions': 'branding',
  'deal-placements': 'pipeline_deals',
  triggers: 'features',
  'whole-ownership-choices': null,
  'onboarding-documents': 'onboarding_documents',
  // The sign-up documents settings page is guarded by `compliance` (settings-nav).
  'onboarding-document-types': 'compliance',
} as const satisfies Record<string, Resource | null>

export type ApiFamily = keyof typeof API_FAMILY_PERMISSIONS
export const API_FAMILIES = Object.keys(API_FAMILY_PERMISSIONS) as ApiFamily[]

/** The permission resource for a family, refined by the record's stage where that matters. */
export function familyResource(
  family: ApiFamily,
  record?: { stage?: number | null; type?: string | null } | null,
): Resource | null {
  if (family === 'investment-opportunities' && record?.stage != null && record.stage >= 5) {
    return 'investment_opportunity_existing'
  }
  if (family === 'reports' && record?.type === 'kpi') return 'reports'
  if (family === 'reports' && record?.type === 'wip') return 'wip-report'
  return API_FAMILY_PERMISSIONS[family]
}
