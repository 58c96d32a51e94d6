/**
 * Default product words (SPEC §9 plus the navigation labels of SPEC §1-2). Keys are the
 * snake_case names the tenant's `navigation` JSON uses (mocks/seed/settings.ts), so an
 * override is simply the same key with another word.
 */
export const DEFAULT_TERMS = {
  // SPEC §9 defaults
  investments: 'Investments',
  portfolio: 'Portfolio',
  funds: 'Funds',
  performance: 'Performance',
  key_documents: 'Key Documents',
  awaiting_payment: 'Awaiting Payment',
  investor_reference_number: 'Investor Reference Number',
  transfer_message:
    'You will receive confirmation of your reservation amount, with instructions for transferring it, on the close date.',
  // Terms SPEC §1 names as configurable per account
  investors: 'Investors',
  reports: 'Reports',
  industry: 'Industry',
  insider_register: 'Insider Register',
  // Navigation labels of both portals
  overview: 'Overview',
  news: 'News',
  profile: 'Profile',
  deals: 'Deals',
  live_opportunities: 'Live opportunities',
  existing_investments: 'Existing investments',
  fund_opportunities: 'Fund opportunities',
  contacts: 'Contacts',
  organisations: 'Organisations',
  organisation_applications: 'Organisation applications',
  investment_methods: 'Investment methods',
  nominees: 'Nominees',
  settings: 'Settings',
  kpis: 'KPIs',
  kpi_portfolio: 'KPI Portfolio',
  updates: 'Updates',
  wip: 'WIP',
  logout: 'Logout',
  // Opportunity words
  investment: 'Investment',
  opportunity: 'Opportunity',
  opportunities: 'Opportunities',
  deal: 'Deal',
  // Investor words
  investor: 'Investor',
  // Fund words
  fund: 'Fund',
  // Staff role names (SPEC §6 role ids; User is the investor)
  role_super_admin: 'Super Admin',
  role_entrepreneur: 'Entrepreneur',
  role_investment_committee: 'Investment Committee',
  role_compliance: 'Compliance',
  role_custodian: 'Custodian',
  role_support: 'Support',
  role_creator: 'Creator',
  role_investment_manager: 'Investment Manager',
  role_fund_manager: 'Fund Manager',
  role_adviser: 'Adviser',
  role_user: 'Investor',
  // Column headers of the investor portfolio tables (the portfolio-tables column keys)
  column_investment: 'Investment',
  column_investment_date: 'Date invested',
  column_amount: 'Amount invested',
  column_shares: 'Shares',
  column_share_price: 'Current share price',
  column_current_value: 'Current value',
  column_change: 'Change',
  column_tax_relief: 'Tax relief',
  column_status: 'Status',
  column_payment_reference: 'Payment reference',
} as const

export type TermKey = keyof typeof DEFAULT_TERMS
export type Terms = Readonly<Record<TermKey, string>>
export const TERM_KEYS = Object.keys(DEFAULT_TERMS) as TermKey[]
