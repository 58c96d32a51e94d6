import type { FlagName } from '@/lib/flags'

/** Every tenant feature flag (SPEC §3) as a person would name it; a new flag fails typecheck. */
export const FLAG_LABELS = {
  funds: 'Funds',
  complianceTest: 'Appropriateness test',
  complianceRequiresCategorisationApproval: 'Categorisation needs approval',
  userScreening: 'User screening',
  tax: 'Tax',
  nominee: 'Nominees',
  internationalAml: 'International AML check',
  hideBankDetails: 'Hide bank details from investors',
  hideBankDetailsAdmin: 'Hide bank details from staff',
  hidePaymentReference: 'Hide payment reference',
  marketSounding: 'Market sounding',
  investorCategorisationPopups: 'Investor categorisation pop-ups',
  termsConditions: 'Investment terms and conditions',
  inviteOnRegister: 'Invite on register',
  riskWarning: 'Risk warning',
  financialPromotionExceptions: 'Financial promotion exceptions',
  internationalBankDetails: 'International bank details',
  defaultInvestorAssociates: 'Default investor associates',
  organisationLinks: 'Organisation links',
  capTable: 'Cap table',
  investmentCategories: 'Investment categories and characters',
} as const satisfies Record<FlagName, string>
