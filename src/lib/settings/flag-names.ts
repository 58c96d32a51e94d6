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
} as const

export type FlagName = keyof typeof FLAG_SPELLINGS
export type Flags = Record<FlagName, boolean>
export const FLAG_NAMES = Object.keys(FLAG_SPELLINGS) as FlagName[]

const on = (v: unknown) => v === 1 || v === true || v === '1' || v === 'true'

/** Normalise a settings payload (either spelling, 0/1, booleans or strings) into flags. */
export function flagsFrom(settings: Record<string, unknown> | null | undefined): Flags {
  const out = {} as Flags
  for (const name of FLAG_NAMES) {
    const [snake, camel] = FLAG_SPELLINGS[name]
    out[name] = on(settings?.[snake] ?? settings?.[camel])
  }
  return out
}

/** Both spellings of every flag named in `patch` (either spelling), as 0/1 columns. */
export function flagColumns(patch: Record<string, unknown>): Record<string, 0 | 1> {
  const out: Record<string, 0 | 1> = {}
  for (const name of FLAG_NAMES) {
    const [snake, camel] = FLAG_SPELLINGS[name]
    const v = patch[snake] ?? patch[camel]
    if (v === undefined) continue
    out[snake] = out[camel] = on(v) ? 1 : 0
  }
  return out
}
