import type { Database } from '../db/db'
import { message } from '../http/responses'
import { flagsFrom, type FlagName, type Flags } from '../../src/lib/settings/flag-names'
import { tenantTerms } from '../../src/lib/tenant/tenant-view'

/** The tenant's settings row (id 1) as stored, or null before one is saved. */
export const tenantRow = (db: Database) => db.table('branding').find(1) ?? null

/** The tenant's feature flags as the host holds them (settings row 1, either spelling). */
export function hostFlags(db: Database): Flags {
  return flagsFrom(tenantRow(db))
}

/** The terms version users are asked to accept now (the portal's own reading, SPEC §9 default). */
export const currentTermsVersion = (db: Database) =>
  // The stored row holds the terms as flat columns; tenantTerms reads them flat or nested.
  tenantTerms(tenantRow(db) as Parameters<typeof tenantTerms>[0]).version

/** Flags that turn a family off, and how the refusal names them. */
export const FEATURE_LABELS = {
  funds: 'Funds',
  nominee: 'Nominees',
  marketSounding: 'Market sounding',
  organisationLinks: 'Organisation links',
  capTable: 'The cap table',
  investmentCategories: 'Investment categories and characters',
  complianceRequiresCategorisationApproval: 'Categorisation approval',
  defaultInvestorAssociates: 'Default investor associates',
  financialPromotionExceptions: 'Financial promotion exemptions',
  internationalAml: 'International AML',
  userScreening: 'User screening',
  tax: 'Tax relief',
} as const satisfies Partial<Record<FlagName, string>>

export type FeatureName = keyof typeof FEATURE_LABELS

/**
 * 403 when the tenant has the feature off: the UI never offers it then, and a client that
 * calls anyway is told why instead of writing rows no screen shows. Null when it is on.
 */
export function featureOff(db: Database, feature: FeatureName): Response | null {
  if (hostFlags(db)[feature]) return null
  const label = FEATURE_LABELS[feature]
  return message(
    403,
    `${label} ${label.endsWith('s') ? 'are' : 'is'} not enabled on this platform.`,
  )
}

const on = (v: unknown) => v === 1 || v === true || v === '1'

/**
 * The appropriateness test feature flag (`compliance_test_enabled` / `enableComplianceTest`).
 * It lives with the theme (settings row 1); the compliance settings row keeps its own copy for
 * hosts without one.
 */
export function complianceTestEnabled(db: Database): boolean {
  const theme = tenantRow(db)
  if (theme) return on(theme.compliance_test_enabled) || on(theme.enableComplianceTest)
  return on(db.table('compliance_settings').find(1)?.compliance_test_enabled)
}
