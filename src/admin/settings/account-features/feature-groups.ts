import type { FlagName } from '@/lib/flags'

export interface FeatureFlagInfo {
  name: FlagName
  label: string
  /** One line: what turning it on changes in the product. */
  description: string
}

export interface FeatureGroup {
  title: string
  flags: FeatureFlagInfo[]
}

/** Every SPEC §3 flag, grouped as staff think of them, each with what it changes. */
export const FEATURE_GROUPS: FeatureGroup[] = [
  {
    title: 'Investing',
    flags: [
      {
        name: 'funds',
        label: 'Funds',
        description: 'Adds Funds to the admin menu and fund holdings to investors’ portfolios.',
      },
      {
        name: 'capTable',
        label: 'Cap table',
        description: 'Shows the cap table and its performance tabs on existing investments.',
      },
      {
        name: 'marketSounding',
        label: 'Market sounding',
        description: 'Lets staff wall-cross investors on a deal and keeps the insider register.',
      },
      {
        name: 'nominee',
        label: 'Nominee',
        description: 'Adds nominee accounts to the investor records and the Create menu.',
      },
      {
        name: 'investmentCategories',
        label: 'Investment categories and characters',
        description:
          'Offers investment categories and characters in the attribute settings and on opportunities.',
      },
      {
        name: 'tax',
        label: 'Tax relief',
        description: 'Asks for and shows the tax relief scheme (EIS, SEIS…) on opportunities.',
      },
      {
        name: 'termsConditions',
        label: 'Investment terms',
        description: 'Investors accept the terms and conditions before they invest or register.',
      },
    ],
  },
  {
    title: 'Compliance',
    flags: [
      {
        name: 'complianceTest',
        label: 'Appropriateness test',
        description: 'Investors pass the appropriateness test before they can invest.',
      },
      {
        name: 'complianceRequiresCategorisationApproval',
        label: 'Categorisation approval',
        description: 'An investor’s category waits for staff approval before it counts.',
      },
      {
        name: 'investorCategorisationPopups',
        label: 'Categorisation pop-ups',
        description: 'Prompts investors to confirm their investor category when they sign in.',
      },
      {
        name: 'userScreening',
        label: 'User screening',
        description: 'Screens new investors (identity and sanctions) before they are approved.',
      },
      {
        name: 'internationalAml',
        label: 'International AML',
        description: 'Runs anti-money-laundering checks for investors outside the UK too.',
      },
      {
        name: 'financialPromotionExceptions',
        label: 'Financial promotion exemptions',
        description: 'Investors state which financial promotion exemption applies to them.',
      },
      {
        name: 'riskWarning',
        label: 'Risk warning',
        description: 'Shows the risk warning banner to investors (text under Investor settings).',
      },
    ],
  },
  {
    title: 'Payments',
    flags: [
      {
        name: 'hideBankDetails',
        label: 'Hide bank details from investors',
        description: 'Investors do not see the bank details to pay into when they invest.',
      },
      {
        name: 'hideBankDetailsAdmin',
        label: 'Hide bank details in admin',
        description: 'Staff screens do not show investors’ bank details.',
      },
      {
        name: 'hidePaymentReference',
        label: 'Hide payment reference',
        description: 'Investors are not shown a payment reference (payee) with the bank details.',
      },
      {
        name: 'internationalBankDetails',
        label: 'International bank details',
        description: 'Shows IBAN and SWIFT/BIC alongside UK sort code and account number.',
      },
    ],
  },
  {
    title: 'Portals',
    flags: [
      {
        name: 'inviteOnRegister',
        label: 'Invite on register',
        description: 'Sends new registrants an invitation email to set up their account.',
      },
      {
        name: 'defaultInvestorAssociates',
        label: 'Default investor associates',
        description: 'Adds the default staff associates to every new investor record.',
      },
      {
        name: 'organisationLinks',
        label: 'Organisation links',
        description: 'Links investors to organisations and shows organisations in the admin.',
      },
    ],
  },
]
