/**
 * Canonical admin paths (SPEC §2). Where the spec lists a path relative to something ambiguous
 * ("/new-contact" beside "/contacts/{id}"), the page sits where its siblings' prefix says:
 * new-deal/new-contact/new-organisation/new-investor under the area, new-opportunity/new-method/
 * new-nominee under their list. routePermission() also accepts the other reading.
 */
export const ADMIN_PATHS = {
  overview: '/admin',
  deals: '/admin/investments/deals',
  newDeal: '/admin/investments/new-deal',
  liveOpportunities: '/admin/investments/opportunities',
  newOpportunity: '/admin/investments/opportunities/new-opportunity',
  existingInvestments: '/admin/investments/existing',
  // Tax relief (flag tax): the certificates outstanding across opportunities.
  taxCertificates: '/admin/investments/tax-certificates',
  fundOpportunities: '/admin/investments/fund-opportunities',
  newFundOpportunity: '/admin/investments/fund-opportunities/new-opportunity',
  funds: '/admin/funds',
  investors: '/admin/investors',
  newInvestor: '/admin/investors/new-investor',
  contacts: '/admin/investors/contacts',
  newContact: '/admin/investors/new-contact',
  organisations: '/admin/investors/organisations',
  newOrganisation: '/admin/investors/new-organisation',
  organisationApplications: '/admin/investors/organisation-applications',
  investmentMethods: '/admin/investors/investment-methods',
  newInvestmentMethod: '/admin/investors/investment-methods/new-method',
  nominees: '/admin/investors/nominees',
  // Categorisation approval (flag complianceRequiresCategorisationApproval): awaiting staff.
  categorisationApprovals: '/admin/investors/categorisations',
  // User screening (flag userScreening): the referrals staff review.
  screenings: '/admin/investors/screenings',
  newNominee: '/admin/investors/nominees/new-nominee',
  // Invitations to register (flag inviteOnRegister: the only way an investor registers).
  investorInvitations: '/admin/investors/invitations',
  newInvestorInvitation: '/admin/investors/invitations/new-invitation',
  insiderRegister: '/admin/insider-register',
  paDeals: '/admin/insider-register/pa-deals',
  newPaDeal: '/admin/insider-register/pa-deals/create',
  reports: '/admin/reports',
  kpis: '/admin/reports/kpis',
  kpiPortfolio: '/admin/reports/kpi-portfolio',
  updates: '/admin/reports/updates',
  wip: '/admin/reports/wip',
  newUpdate: '/admin/reports/new-update',
  settings: '/admin/settings',
} as const

/**
 * The screen an opportunity opens by its stage (SPEC §2): 1 the live edit page, 2-4 the live
 * details, 5-6 the existing-investment details. Every link to an opportunity in the admin
 * portal (lists, search, notifications the host sends) is built here. `tab` names one of the
 * record's tabs (transactions, key-information…), which sit beside `details` as the record
 * pages route them; a stage-1 draft has no tabs yet, so it still opens its edit page.
 */
export function opportunityPath(id: number | string, stage: number, tab?: string): string {
  if (stage <= 1) return `${ADMIN_PATHS.liveOpportunities}/${id}/edit`
  const base = stage <= 4 ? ADMIN_PATHS.liveOpportunities : ADMIN_PATHS.existingInvestments
  return `${base}/${id}/${tab ?? 'details'}`
}

/** An update report opens its editor while draft and its details once live (SPEC §2). */
export function updateReportPath(id: number | string, status: string): string {
  return `${ADMIN_PATHS.updates}/${id}/${status === 'live' ? 'details' : 'edit-update'}`
}
