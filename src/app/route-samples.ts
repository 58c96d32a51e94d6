/**
 * A concrete address, with records of the normal seed, for every route of both portals: what
 * the responsive sweep (e2e/responsive-sweep.spec.ts) opens at phone width.
 * route-samples.test.ts fails when a route is added to ADMIN_ROUTE_RULES or the investor page
 * table without a sample here, and when the seed no longer holds a record as SEED says.
 */

/** The seed's records the samples open, each as route-samples.test.ts checks it. */
export const SEED = {
  /** investor@example.com. */
  investor: 4,
  /** An investor with regulated steps on record (issue 25, item 7). */
  evidencedInvestor: 96,
  /** A document of investor 4 (a PDF, shown in the portal). */
  investorDocument: 12,
  contact: 1,
  organisation: 1,
  /** A pending organisation link (an application). */
  organisationApplication: 3,
  /** Investor 4's investment method. */
  investmentMethod: 1,
  nominee: 1,
  deal: 1,
  /** Stage 1: a draft, opened on its edit page. */
  draftOpportunity: 1,
  /** Stage 2-4: a live opportunity. */
  liveOpportunity: 13,
  /** Stage 5-6 with a follow-on round offered to its holders (issue 25, item 8). */
  existingInvestment: 43,
  fundOpportunity: 1,
  fund: 1,
  /** A WIP report. */
  wipReport: 67,
  /** A live update report and a draft one. */
  liveUpdate: 25,
  draftUpdate: 38,
  paDeal: 1,
  pipeline: 1,
  customAttribute: 1,
  portfolioTable: 1,
  /** Open to investor 4 (stage 3, may invest). */
  openOpportunitySlug: 'zephyrpower-series-b',
  /** Market soundings sent to investor 4: one answered, one awaiting. */
  soundings: [1, 2],
  /** Investor 4's completed holding, with a live update report and KPI reports about it. */
  holding: 38,
  holdingReport: 35,
  /** A fund investor 4 holds units in, and a live report of it. */
  fundHolding: 1,
  fundReport: 55,
  /** A public live update report (news). */
  newsReport: 25,
} as const

const S = SEED

/** Admin route pattern (as in ADMIN_ROUTE_RULES) -> the addresses the sweep opens for it. */
export const ADMIN_ROUTE_SAMPLES: Readonly<Record<string, readonly string[]>> = {
  '/admin': ['/admin'],
  // Investors
  '/admin/investors': ['/admin/investors'],
  '/admin/investors/new-investor': ['/admin/investors/new-investor'],
  '/admin/investors/:id/details': [`/admin/investors/${S.investor}/details`],
  '/admin/investors/:id/transactions': [`/admin/investors/${S.investor}/transactions`],
  '/admin/investors/:id/documents': [`/admin/investors/${S.investor}/documents`],
  '/admin/investors/:id/notes-calls-tasks': [`/admin/investors/${S.investor}/notes-calls-tasks`],
  '/admin/investors/:id/category': [`/admin/investors/${S.investor}/category`],
  '/admin/investors/:id/registration-form': [`/admin/investors/${S.investor}/registration-form`],
  '/admin/investors/:id/investment-documents': [
    `/admin/investors/${S.investor}/investment-documents`,
  ],
  '/admin/investors/:id/fact-find': [`/admin/investors/${S.investor}/fact-find`],
  '/admin/investors/:id/risk-profile': [`/admin/investors/${S.investor}/risk-profile`],
  '/admin/investors/:id/investor-consent': [`/admin/investors/${S.investor}/investor-consent`],
  '/admin/investors/:id/compliance-evidence': [
    `/admin/investors/${S.evidencedInvestor}/compliance-evidence`,
  ],
  '/admin/investors/:id/edit': [`/admin/investors/${S.investor}/edit`],
  '/admin/investors/:id/sign-pdf/:id': [
    `/admin/investors/${S.investor}/sign-pdf/${S.investorDocument}`,
  ],
  '/admin/investors/contacts': ['/admin/investors/contacts'],
  '/admin/investors/new-contact': ['/admin/investors/new-contact'],
  '/admin/investors/contacts/:id/details': [`/admin/investors/contacts/${S.contact}/details`],
  '/admin/investors/contacts/:id/documents': [`/admin/investors/contacts/${S.contact}/documents`],
  '/admin/investors/contacts/:id/notes-calls-tasks': [
    `/admin/investors/contacts/${S.contact}/notes-calls-tasks`,
  ],
  '/admin/investors/contacts/:id/category': [`/admin/investors/contacts/${S.contact}/category`],
  '/admin/investors/contacts/:id/registration-form': [
    `/admin/investors/contacts/${S.contact}/registration-form`,
  ],
  '/admin/investors/contacts/:id/fact-find': [`/admin/investors/contacts/${S.contact}/fact-find`],
  '/admin/investors/contacts/:id/risk-profile': [
    `/admin/investors/contacts/${S.contact}/risk-profile`,
  ],
  '/admin/investors/contacts/:id/edit': [`/admin/investors/contacts/${S.contact}/edit`],
  '/admin/investors/organisations': ['/admin/investors/organisations'],
  '/admin/investors/new-organisation': ['/admin/investors/new-organisation'],
  '/admin/investors/organisations/:id/details': [
    `/admin/investors/organisations/${S.organisation}/details`,
  ],
  '/admin/investors/organisations/:id/members': [
    `/admin/investors/organisations/${S.organisation}/members`,
  ],
  '/admin/investors/organisations/:id/transactions': [
    `/admin/investors/organisations/${S.organisation}/transactions`,
  ],
  '/admin/investors/organisations/:id/notes-calls-tasks': [
    `/admin/investors/organisations/${S.organisation}/notes-calls-tasks`,
  ],
  '/admin/investors/organisations/:id/edit': [
    `/admin/investors/organisations/${S.organisation}/edit`,
  ],
  '/admin/investors/organisation-applications': ['/admin/investors/organisation-applications'],
  '/admin/investors/organisation-applications/:id/details': [
    `/admin/investors/organisation-applications/${S.organisationApplication}/details`,
  ],
  '/admin/investors/investment-methods': ['/admin/investors/investment-methods'],
  '/admin/investors/investment-methods/new-method': [
    '/admin/investors/investment-methods/new-method',
  ],
  '/admin/investors/investment-methods/:id/details': [
    `/admin/investors/investment-methods/${S.investmentMethod}/details`,
  ],
  '/admin/investors/investment-methods/:id/transactions': [
    `/admin/investors/investment-methods/${S.investmentMethod}/transactions`,
  ],
  '/admin/investors/investment-methods/:id/notes-calls-tasks': [
    `/admin/investors/investment-methods/${S.investmentMethod}/notes-calls-tasks`,
  ],
  '/admin/investors/investment-methods/:id/edit': [
    `/admin/investors/investment-methods/${S.investmentMethod}/edit`,
  ],
  '/admin/investors/nominees': ['/admin/investors/nominees'],
  '/admin/investors/nominees/new-nominee': ['/admin/investors/nominees/new-nominee'],
  '/admin/investors/nominees/:id/transactions': [
    `/admin/investors/nominees/${S.nominee}/transactions`,
  ],
  '/admin/investors/nominees/:id/notes-calls-tasks': [
    `/admin/investors/nominees/${S.nominee}/notes-calls-tasks`,
  ],
  '/admin/investors/nominees/:id/edit': [`/admin/investors/nominees/${S.nominee}/edit`],
  // Investments
  '/admin/investments/deals': ['/admin/investments/deals'],
  '/admin/investments/new-deal': ['/admin/investments/new-deal'],
  '/admin/investments/deals/:id/performance': [`/admin/investments/deals/${S.deal}/performance`],
  '/admin/investments/deals/:id/key-information': [
    `/admin/investments/deals/${S.deal}/key-information`,
  ],
  '/admin/investments/deals/:id/notes-calls-tasks': [
    `/admin/investments/deals/${S.deal}/notes-calls-tasks`,
  ],
  '/admin/investments/deals/:id/edit': [`/admin/investments/deals/${S.deal}/edit`],
  '/admin/investments/opportunities': ['/admin/investments/opportunities'],
  '/admin/investments/opportunities/new-opportunity': [
    '/admin/investments/opportunities/new-opportunity',
  ],
  '/admin/investments/opportunities/:id/details': [
    `/admin/investments/opportunities/${S.liveOpportunity}/details`,
  ],
  '/admin/investments/opportunities/:id/key-information': [
    `/admin/investments/opportunities/${S.liveOpportunity}/key-information`,
  ],
  '/admin/investments/opportunities/:id/transactions': [
    `/admin/investments/opportunities/${S.liveOpportunity}/transactions`,
  ],
  '/admin/investments/opportunities/:id/notes-calls-tasks': [
    `/admin/investments/opportunities/${S.liveOpportunity}/notes-calls-tasks`,
  ],
  '/admin/investments/opportunities/:id/content': [
    `/admin/investments/opportunities/${S.liveOpportunity}/content`,
  ],
  '/admin/investments/opportunities/:id/edit': [
    `/admin/investments/opportunities/${S.draftOpportunity}/edit`,
    `/admin/investments/opportunities/${S.liveOpportunity}/edit`,
  ],
  '/admin/investments/opportunities/:id/details/preview': [
    `/admin/investments/opportunities/${S.liveOpportunity}/details/preview`,
  ],
  '/admin/investments/existing': ['/admin/investments/existing'],
  '/admin/investments/existing/:id/details': [
    `/admin/investments/existing/${S.existingInvestment}/details`,
  ],
  '/admin/investments/existing/:id/key-information': [
    `/admin/investments/existing/${S.existingInvestment}/key-information`,
  ],
  '/admin/investments/existing/:id/transactions': [
    `/admin/investments/existing/${S.existingInvestment}/transactions`,
  ],
  '/admin/investments/existing/:id/notes-calls-tasks': [
    `/admin/investments/existing/${S.existingInvestment}/notes-calls-tasks`,
  ],
  '/admin/investments/existing/:id/cap-table': [
    `/admin/investments/existing/${S.existingInvestment}/cap-table`,
  ],
  '/admin/investments/existing/:id/cap-table-performance': [
    `/admin/investments/existing/${S.existingInvestment}/cap-table-performance`,
  ],
  '/admin/investments/existing/:id/pre-emption': [
    `/admin/investments/existing/${S.existingInvestment}/pre-emption`,
  ],
  '/admin/investments/fund-opportunities': ['/admin/investments/fund-opportunities'],
  '/admin/investments/fund-opportunities/new-opportunity': [
    '/admin/investments/fund-opportunities/new-opportunity',
  ],
  '/admin/investments/fund-opportunities/:id/details': [
    `/admin/investments/fund-opportunities/${S.fundOpportunity}/details`,
  ],
  '/admin/investments/fund-opportunities/:id/key-information': [
    `/admin/investments/fund-opportunities/${S.fundOpportunity}/key-information`,
  ],
  '/admin/investments/fund-opportunities/:id/transactions': [
    `/admin/investments/fund-opportunities/${S.fundOpportunity}/transactions`,
  ],
  '/admin/investments/fund-opportunities/:id/notes-calls-tasks': [
    `/admin/investments/fund-opportunities/${S.fundOpportunity}/notes-calls-tasks`,
  ],
  '/admin/investments/fund-opportunities/:id/maturity-statuses': [
    `/admin/investments/fund-opportunities/${S.fundOpportunity}/maturity-statuses`,
  ],
  '/admin/investments/fund-opportunities/:id/edit': [
    `/admin/investments/fund-opportunities/${S.fundOpportunity}/edit`,
  ],
  // Funds
  '/admin/funds': ['/admin/funds'],
  '/admin/funds/:id/details': [`/admin/funds/${S.fund}/details`],
  '/admin/funds/:id/transactions': [`/admin/funds/${S.fund}/transactions`],
  '/admin/funds/:id/portfolio': [`/admin/funds/${S.fund}/portfolio`],
  '/admin/funds/:id/kpis': [`/admin/funds/${S.fund}/kpis`],
  '/admin/funds/:id/notes-calls-tasks': [`/admin/funds/${S.fund}/notes-calls-tasks`],
  '/admin/funds/:id/edit': [`/admin/funds/${S.fund}/edit`],
  // Reports
  '/admin/reports': ['/admin/reports'],
  '/admin/reports/kpis': ['/admin/reports/kpis'],
  '/admin/reports/kpi-portfolio': ['/admin/reports/kpi-portfolio'],
  '/admin/reports/wip': ['/admin/reports/wip'],
  '/admin/reports/wip/new-report': ['/admin/reports/wip/new-report'],
  '/admin/reports/wip/:id/details': [`/admin/reports/wip/${S.wipReport}/details`],
  '/admin/reports/updates': ['/admin/reports/updates'],
  '/admin/reports/new-update': ['/admin/reports/new-update'],
  '/admin/reports/updates/:id/details': [`/admin/reports/updates/${S.liveUpdate}/details`],
  '/admin/reports/updates/:id/edit-update': [`/admin/reports/updates/${S.draftUpdate}/edit-update`],
  // Insider register
  '/admin/insider-register': ['/admin/insider-register'],
  '/admin/insider-register/pa-deals': ['/admin/insider-register/pa-deals'],
  '/admin/insider-register/pa-deals/create': ['/admin/insider-register/pa-deals/create'],
  '/admin/insider-register/pa-deals/:id/details': [
    `/admin/insider-register/pa-deals/${S.paDeal}/details`,
  ],
  '/admin/insider-register/pa-deals/:id/edit': [
    `/admin/insider-register/pa-deals/${S.paDeal}/edit`,
  ],
  // Settings
  '/admin/settings': ['/admin/settings'],
  '/admin/settings/account': ['/admin/settings/account'],
  '/admin/settings/account/pipelines': ['/admin/settings/account/pipelines'],
  '/admin/settings/account/admin-accounts': ['/admin/settings/account/admin-accounts'],
  '/admin/settings/account/features': ['/admin/settings/account/features'],
  '/admin/settings/terminology/navigation': ['/admin/settings/terminology/navigation'],
  '/admin/settings/terminology/opportunities': ['/admin/settings/terminology/opportunities'],
  '/admin/settings/terminology/roles': ['/admin/settings/terminology/roles'],
  '/admin/settings/terminology/investor': ['/admin/settings/terminology/investor'],
  '/admin/settings/terminology/portfolio-columns': [
    '/admin/settings/terminology/portfolio-columns',
  ],
  '/admin/settings/terminology/funds': ['/admin/settings/terminology/funds'],
  '/admin/settings/attributes': ['/admin/settings/attributes'],
  '/admin/settings/attributes/kpi-category': ['/admin/settings/attributes/kpi-category'],
  '/admin/settings/attributes/kpis': ['/admin/settings/attributes/kpis'],
  '/admin/settings/attributes/industries': ['/admin/settings/attributes/industries'],
  '/admin/settings/attributes/investment-types': ['/admin/settings/attributes/investment-types'],
  '/admin/settings/attributes/investment-sub-types': [
    '/admin/settings/attributes/investment-sub-types',
  ],
  '/admin/settings/attributes/investment-categories': [
    '/admin/settings/attributes/investment-categories',
  ],
  '/admin/settings/attributes/investment-characters': [
    '/admin/settings/attributes/investment-characters',
  ],
  '/admin/settings/investor/category': ['/admin/settings/investor/category'],
  '/admin/settings/investor/portfolio': ['/admin/settings/investor/portfolio'],
  '/admin/settings/investor/portfolio-stats': ['/admin/settings/investor/portfolio-stats'],
  '/admin/settings/investor/sign-up-documents': ['/admin/settings/investor/sign-up-documents'],
  '/admin/settings/investor/lead-status': ['/admin/settings/investor/lead-status'],
  '/admin/settings/investor/appropriateness-test': [
    '/admin/settings/investor/appropriateness-test',
  ],
  '/admin/settings/investor/terms': ['/admin/settings/investor/terms'],
  '/admin/settings/investor/market-sounding': ['/admin/settings/investor/market-sounding'],
  '/admin/settings/investor/risk-warning': ['/admin/settings/investor/risk-warning'],
  '/admin/settings/security/password-management': ['/admin/settings/security/password-management'],
  '/admin/settings/security/user-details': ['/admin/settings/security/user-details'],
  // Section roots: each forwards to its first page.
  '/admin/settings/terminology': ['/admin/settings/terminology'],
  '/admin/settings/investor': ['/admin/settings/investor'],
  '/admin/settings/security': ['/admin/settings/security'],
  '/admin/settings/account/pipelines/:id/stages': [
    `/admin/settings/account/pipelines/${S.pipeline}/stages`,
  ],
  '/admin/settings/attributes/configure/:id': [
    `/admin/settings/attributes/configure/${S.customAttribute}`,
  ],
  '/admin/settings/investor/portfolio/:id': [
    `/admin/settings/investor/portfolio/${S.portfolioTable}`,
  ],
}

/** A tab's `/{id}/details/{tab}` form: the same page as `/{id}/{tab}`, not opened again. */
const DETAILS_TAB = /^(.*\/:id)\/details\/([a-z-]+)$/

/**
 * Admin patterns that open a page another pattern already samples: a second place for a
 * create page (paths.ts explains the two readings of SPEC §2), and the stages page under its
 * older address. The `/{id}/details/{tab}` forms are recognised by shape (DETAILS_TAB).
 */
export const ADMIN_ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/admin/investors/contacts/new-contact': '/admin/investors/new-contact',
  '/admin/investors/organisations/new-organisation': '/admin/investors/new-organisation',
  '/admin/investors/new-method': '/admin/investors/investment-methods/new-method',
  '/admin/investors/new-nominee': '/admin/investors/nominees/new-nominee',
  '/admin/investments/deals/new-deal': '/admin/investments/new-deal',
  '/admin/investments/new-opportunity': '/admin/investments/opportunities/new-opportunity',
  '/admin/reports/updates/new-update': '/admin/reports/new-update',
  '/admin/settings/pipelines/:id/stages': '/admin/settings/account/pipelines/:id/stages',
}

/** The pattern `pattern` repeats, or null when it is a page of its own. */
export function adminAliasOf(pattern: string): string | null {
  if (pattern in ADMIN_ROUTE_ALIASES) return ADMIN_ROUTE_ALIASES[pattern]
  if (pattern.endsWith('/details/preview')) return null
  const tab = DETAILS_TAB.exec(pattern)
  return tab ? `${tab[1]}/${tab[2]}` : null
}

const PROFILE_SECTIONS = [
  'view',
  'details',
  'type',
  'investor-type',
  'appropriateness',
  'identity',
  'security',
  'documents',
  'subscription',
  'organisation-apply',
  `organisation_${S.organisation}`,
  `organisation-documents_${S.organisation}`,
  `investmentmethod_${S.investmentMethod}`,
  `investmentmethod-documents_${S.investmentMethod}`,
]

/** Investor page path (as in investorPages, under /investor) -> the addresses opened. */
export const INVESTOR_ROUTE_SAMPLES: Readonly<Record<string, readonly string[]>> = {
  '/investor': ['/investor'],
  '/investor/investments': ['/investor/investments'],
  '/investor/investments/market-sounding/:id': S.soundings.map(
    (id) => `/investor/investments/market-sounding/${id}`,
  ),
  '/investor/investments/:slug': [`/investor/investments/${S.openOpportunitySlug}`],
  '/investor/investments/:slug/investor-type': [
    `/investor/investments/${S.openOpportunitySlug}/investor-type`,
  ],
  '/investor/investments/:slug/invest': [
    `/investor/investments/${S.openOpportunitySlug}/invest?as=individual`,
  ],
  '/investor/portfolio': ['/investor/portfolio'],
  '/investor/portfolio/fund/:id': [`/investor/portfolio/fund/${S.fundHolding}`],
  '/investor/portfolio/fund/:id/reports/:reportId': [
    `/investor/portfolio/fund/${S.fundHolding}/reports/${S.fundReport}`,
  ],
  '/investor/portfolio/:id': [`/investor/portfolio/${S.holding}`],
  '/investor/portfolio/:id/reports/kpis': [`/investor/portfolio/${S.holding}/reports/kpis`],
  '/investor/portfolio/:id/reports/:reportId': [
    `/investor/portfolio/${S.holding}/reports/${S.holdingReport}`,
  ],
  '/investor/news': ['/investor/news'],
  '/investor/news/reports/:id': [`/investor/news/reports/${S.newsReport}`],
  '/investor/pdf/:id': [`/investor/pdf/${S.investorDocument}`],
  '/investor/terms': ['/investor/terms'],
  '/investor/profile': ['/investor/profile'],
  '/investor/profile/:slug': PROFILE_SECTIONS.map((s) => `/investor/profile/${s}`),
}

/** Whether `address` (query aside) fits `pattern`: `:name` segments take any one segment. */
export function fitsPattern(pattern: string, address: string): boolean {
  const path = address.split('?')[0]
  const want = pattern.split('/')
  const got = path.split('/')
  return (
    want.length === got.length &&
    want.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg === got[i]))
  )
}

/** Every address the sweep opens, in the order given, for one portal. */
export const sweepAddresses = (samples: Readonly<Record<string, readonly string[]>>) =>
  Object.values(samples).flat()
