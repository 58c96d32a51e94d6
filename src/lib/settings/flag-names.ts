import { isLaravelTrue } from '@/lib/laravel-true'
/**
 * The tenant feature flags (SPEC §3), each known to the API under two spellings: a snake_case
 * column and a camelCase alias. The host keeps both in step; the client reads either through
 * `flagsFrom` so no screen ever has to know which spelling a server sent.
 */
export const FLAG_SPELLINGS = {
  funds: ['funds_enabled', 'enableFunds'],
  complianceTest: ['compliance_test_enabled', 'enableComplianceTest'],
  complianceRequiresCategorisationApproval: [
    'compliance_requires_categorisation_approval',
    'enableComplianceRequiresCategorisationApproval',
  ],
  userScreening: ['user_screening_enabled', 'enableUserScreening'],
  tax: ['tax_enabled', 'enableTax'],
  nominee: ['nominee_enabled', 'enableNominee'],
  internationalAml: ['ca_use_intl_check', 'enableInternationalAml'],
  hideBankDetails: ['hide_bank_details', 'hideBankDetails'],
  hideBankDetailsAdmin: ['hide_bank_details_admin', 'hideBankDetailsAdmin'],
  hidePaymentReference: ['hide_payment_reference', 'hidePayee'],
  marketSounding: ['market_sounding_enabled', 'enableMarketSounding'],
  investorCategorisationPopups: ['investor_type_popup', 'enableInvestorCategorisationPopups'],
  termsConditions: ['investment_terms_enabled', 'enableTermsConditions'],
  inviteOnRegister: ['invite_on_register', 'enableInviteOnRegister'],
  riskWarning: ['risk_warning_enabled', 'enableRiskWarning'],
  financialPromotionExceptions: [
    'financial_promotion_exceptions',
    'enableFinancialPromotionExceptions',
  ],
  internationalBankDetails: ['international_bank_details', 'enableInternationalBankDetails'],
  defaultInvestorAssociates: ['default_investor_associates', 'enableDefaultInvestorAssociates'],
  organisationLinks: ['organisation_links_enabled', 'enableOrganisationLinks'],
  // SPEC §2: existing investments show cap-table and cap-table-performance "optionally".
  capTable: ['cap_table_enabled', 'enableCapTable'],
  // SPEC §2/§9: "Investment categories and characters settings are behind a feature flag", one
  // §3's list does not name; this is its name. Off, neither is offered anywhere nor written.
  investmentCategories: ['investment_categories_enabled', 'enableInvestmentCategories'],
} as const

export type FlagName = keyof typeof FLAG_SPELLINGS

/**
 * Other spellings real hosts send for the same flag (issue 9: a stock Laravel host answered
 * `market_sounding` and `risk_warning`). Read, never written: the two spellings above stay the
 * contract's columns. Derived so a new flag needs no second entry: the snake column without its
 * `_enabled`, and the camel alias as snake case (`enableFunds` → `enable_funds`).
 */
export const FLAG_ALTERNATIVE_SPELLINGS = Object.fromEntries(
  (Object.keys(FLAG_SPELLINGS) as FlagName[]).map((name) => {
    const [snake, camel] = FLAG_SPELLINGS[name]
    const spellings = [
      snake.replace(/_enabled$/, ''),
      camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    ]
    return [name, [...new Set(spellings)].filter((s) => s !== snake && s !== camel)]
  }),
) as Record<FlagName, string[]>
export type Flags = Record<FlagName, boolean>
export const FLAG_NAMES = Object.keys(FLAG_SPELLINGS) as FlagName[]

/** The first value a payload gives a flag under any of its spellings. */
function flagValue(settings: Record<string, unknown>, name: FlagName): unknown {
  for (const spelling of [...FLAG_SPELLINGS[name], ...FLAG_ALTERNATIVE_SPELLINGS[name]]) {
    if (settings[spelling] !== undefined && settings[spelling] !== null) return settings[spelling]
  }
  return undefined
}

/** Normalise a settings payload (any spelling, 0/1, booleans or strings) into flags. */
export function flagsFrom(settings: Record<string, unknown> | null | undefined): Flags {
  const out = {} as Flags
  for (const name of FLAG_NAMES)
    out[name] = settings ? isLaravelTrue(flagValue(settings, name)) : false
  return out
}

/** Both spellings of every flag named in `patch` (either spelling), as 0/1 columns. */
export function flagColumns(patch: Record<string, unknown>): Record<string, 0 | 1> {
  const out: Record<string, 0 | 1> = {}
  for (const name of FLAG_NAMES) {
    const [snake, camel] = FLAG_SPELLINGS[name]
    const v = patch[snake] ?? patch[camel]
    if (v === undefined) continue
    out[snake] = out[camel] = isLaravelTrue(v) ? 1 : 0
  }
  return out
}
