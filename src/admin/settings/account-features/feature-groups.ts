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
        description:
          'Adds Funds to the admin menu with fund opportunities, and a page in investors’ portfolios for each fund they hold.',
      },
      {
        name: 'capTable',
        label: 'Cap table',
        description: 'Shows the cap table and its performance tabs on existing investments.',
      },
      {
        name: 'marketSounding',
        label: 'Market sounding',
        description:
          'Lets staff wall-cross investors about an opportunity (investors answer in the portal) and keeps the insider register.',
      },
      {
        name: 'nominee',
        label: 'Nominee',
        description: 'Adds nominee accounts to the Investors menu and the Create menu.',
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
        description:
          'Asks staff for each opportunity’s tax relief scheme (EIS, SEIS…) and shows it to investors.',
      },
      {
        name: 'termsConditions',
        label: 'Investment terms',
        description:
          'Investors accept an opportunity’s investment terms before they invest, and are asked to accept the terms when they register.',
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
        description:
          'The category an investor confirms counts only once staff approve it, and until then they cannot invest; the investor is notified of the decision (with the reason, if rejected) and it is kept in the compliance evidence.',
      },
      {
        name: 'investorCategorisationPopups',
        label: 'Categorisation pop-ups',
        description:
          'Investors confirm their investor category before they take the appropriateness test or invest.',
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
        description:
          'Shows investors the risk warning banner (text under Investor settings) and gives unlimited appropriateness test attempts over two question banks.',
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
        description:
          'Staff screens leave out nominees’ bank accounts: the nominee form no longer asks for one, and the host neither sends nor accepts it.',
      },
      {
        name: 'hidePaymentReference',
        label: 'Hide payment reference',
        description:
          'Investors are not shown the payee or a payment reference with the bank details.',
      },
      {
        name: 'internationalBankDetails',
        label: 'International bank details',
        description:
          'Shows investors IBAN and SWIFT/BIC alongside UK sort code and account number.',
      },
    ],
  },
  {
    title: 'Portals',
    flags: [
      {
        name: 'inviteOnRegister',
        label: 'Invite on register',
        description:
          'Investors register only through an emailed invitation staff send from Investors › Invitations; the registration page tells everyone else how to ask for one.',
      },
      {
        name: 'defaultInvestorAssociates',
        label: 'Default investor associates',
        description:
          'Attaches the staff chosen in Investor settings › Default Associates, with their roles, to every new investor however they arrive; existing investors keep theirs.',
      },
      {
        name: 'organisationLinks',
        label: 'Organisation links',
        description:
          'Investors apply to invest through an organisation, and staff review the applications under Investors.',
      },
    ],
  },
]
