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
          'Asks staff for each opportunity’s tax relief scheme (EIS, SEIS…) and shows it to investors; staff record share issues and HMRC’s compliance statements and issue EIS3/SEIS3 certificates, and investors follow their relief, certificates and tax-year pack under Portfolio › Tax relief.',
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
        description:
          'Each new investor is screened for identity and sanctions when their account is created, and may browse but not invest until the screening is clear. A possible match is referred to compliance staff, who clear or fail it with a reason on the investor’s Screening tab; an investor not yet screened waits until staff run the check. Each result and decision is kept in the compliance evidence.',
      },
      {
        name: 'internationalAml',
        label: 'International AML',
        description:
          'Investors whose country of residence is outside the UK must pass an enhanced due-diligence check before they invest: on their profile they are asked for a certified proof of address and evidence of their source of funds, and compliance staff pass or fail the check, with a reason, on the investor’s International check tab. Each step is kept in the compliance evidence. Off: they are treated like UK investors.',
      },
      {
        name: 'financialPromotionExceptions',
        label: 'Financial promotion exemptions',
        description:
          'Before investors see any opportunity’s details they state which exemption applies to them (certified high net worth individual, certified sophisticated investor, self-certified sophisticated investor or restricted investor) and agree to its prescribed statement, whose wording compliance staff keep in Investor settings › Promotion Exemptions. Until then, and again 12 months after each statement, opportunities show only their name, company, sector, summary and picture: no figures, terms, documents or investing. The exemption, the wording agreed to, its date and its expiry are shown on the investor’s Promotion statement tab and kept in the compliance evidence.',
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
