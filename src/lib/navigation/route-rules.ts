import { SETTINGS_RESOURCES, type Resource } from '@/lib/permissions'
import type { FlagName } from '@/lib/settings/flag-names'
import { ADMIN_PATHS as P } from './paths'
import type { RoutePermission } from './permission'
import { SETTINGS_SECTIONS } from './settings-nav'

/** A path pattern: literal segments, and `:id` for a numeric id segment. */
export interface RouteRule {
  pattern: string
  permission: RoutePermission
}

interface EntityRoutes {
  list: string
  resource: Resource
  flag?: FlagName
  /** Every place its create page may sit (see paths.ts on the two readings of SPEC §2). */
  create?: readonly string[]
  /** Tab routes beside /{id}/details (also accepted under it: /{id}/details/{tab}). */
  tabs?: readonly string[]
  /** Tabs SPEC §2 shows "optionally": each behind its own flag (the entity has none). */
  tabFlags?: Readonly<Record<string, FlagName>>
  details?: boolean
  edit?: boolean
}

function entity(e: EntityRoutes): RouteRule[] {
  const perm = (action: RoutePermission['action'], tab?: string): RoutePermission => {
    const flag = (tab ? e.tabFlags?.[tab] : undefined) ?? e.flag
    return { resource: e.resource, action, ...(flag ? { flag } : {}), ...(tab ? { tab } : {}) }
  }
  const id = `${e.list}/:id`
  return [
    { pattern: e.list, permission: perm('index') },
    ...(e.create ?? []).map((pattern) => ({ pattern, permission: perm('create') })),
    ...(e.details === false ? [] : [{ pattern: `${id}/details`, permission: perm('show') }]),
    ...(e.tabs ?? []).flatMap((tab) => [
      { pattern: `${id}/${tab}`, permission: perm('show', tab) },
      { pattern: `${id}/details/${tab}`, permission: perm('show', tab) },
    ]),
    ...(e.edit === false ? [] : [{ pattern: `${id}/edit`, permission: perm('update') }]),
  ]
}

const index = (resource: RoutePermission['resource'], flag?: FlagName): RoutePermission =>
  flag ? { resource, action: 'index', flag } : { resource, action: 'index' }

const NOTES = 'notes-calls-tasks'
const REPORT_RESOURCES = ['reports', 'custom_kpis', 'update_reports', 'wip-report'] as const

/** Every admin route of SPEC §2 and what guards it (show/edit/new -> show/update/create). */
export const ADMIN_ROUTE_RULES: readonly RouteRule[] = [
  { pattern: P.overview, permission: index('overview') },
  // Investors area
  ...entity({
    list: P.investors,
    resource: 'investors',
    create: [P.newInvestor],
    tabs: [
      'transactions',
      'documents',
      NOTES,
      'category',
      'registration-form',
      'investment-documents',
      'fact-find',
      'risk-profile',
      'investor-consent',
      // Beyond SPEC §2: the regulated steps an investor took, in order (issue 10).
      'compliance-evidence',
      // Beyond SPEC §2: identity and sanctions checks (flag userScreening, issue 28).
      'screening',
      // Beyond SPEC §2: a non-UK investor's enhanced due diligence (flag internationalAml).
      'international-check',
      // Beyond SPEC §2: the financial promotion exemption statement (flag, issue 28).
      'promotion-statement',
    ],
    tabFlags: {
      screening: 'userScreening',
      'international-check': 'internationalAml',
      'promotion-statement': 'financialPromotionExceptions',
    },
  }),
  // Signing a document on the investor's behalf changes their record.
  {
    pattern: `${P.investors}/:id/sign-pdf/:id`,
    permission: { resource: 'investors', action: 'update' },
  },
  ...entity({
    list: P.contacts,
    resource: 'investors',
    create: [P.newContact, `${P.contacts}/new-contact`],
    tabs: ['documents', NOTES, 'category', 'registration-form', 'fact-find', 'risk-profile'],
  }),
  ...entity({
    list: P.organisations,
    resource: 'investors',
    create: [P.newOrganisation, `${P.organisations}/new-organisation`],
    // members: the investors linked to it (issue 10), beside SPEC §2's tabs.
    tabs: ['members', 'transactions', NOTES],
  }),
  ...entity({
    list: P.organisationApplications,
    resource: 'investors',
    flag: 'organisationLinks',
    edit: false,
  }),
  ...entity({
    list: P.investmentMethods,
    resource: 'investors',
    create: [P.newInvestmentMethod, `${P.investors}/new-method`],
    tabs: ['transactions', NOTES],
  }),
  ...entity({
    list: P.nominees,
    resource: 'investors',
    flag: 'nominee',
    create: [P.newNominee, `${P.investors}/new-nominee`],
    tabs: ['transactions', NOTES],
    details: false,
  }),
  // The screenings referred to staff (each decided on the investor's screening tab).
  { pattern: P.screenings, permission: index('investors', 'userScreening') },
  // The categorisations awaiting staff (each decided on the investor's category tab).
  {
    pattern: P.categorisationApprovals,
    permission: index('investors', 'complianceRequiresCategorisationApproval'),
  },
  // Invitations to register (flag inviteOnRegister).
  ...entity({
    list: P.investorInvitations,
    resource: 'investors',
    flag: 'inviteOnRegister',
    create: [P.newInvestorInvitation],
  }),
  // Investments area
  ...entity({
    list: P.deals,
    resource: 'pipeline_deals',
    create: [P.newDeal, `${P.deals}/new-deal`],
    tabs: ['performance', 'key-information', NOTES],
    details: false,
  }),
  ...entity({
    list: P.liveOpportunities,
    resource: 'investment_opportunity_live',
    create: [P.newOpportunity, '/admin/investments/new-opportunity'],
    // Beyond SPEC §2: share issues and certificates (flag tax, issue 29).
    tabs: ['key-information', 'transactions', NOTES, 'content', 'tax-relief'],
    tabFlags: { 'tax-relief': 'tax' },
  }),
  {
    pattern: `${P.liveOpportunities}/:id/details/preview`,
    permission: { resource: 'investment_opportunity_live', action: 'show' },
  },
  ...entity({
    list: P.existingInvestments,
    resource: 'investment_opportunity_existing',
    tabs: [
      'key-information',
      'transactions',
      NOTES,
      'cap-table',
      'cap-table-performance',
      // Beyond SPEC §2's list: the holders' follow-on rounds (issue 11).
      'pre-emption',
      // Beyond SPEC §2: share issues and certificates (flag tax, issue 29).
      'tax-relief',
    ],
    tabFlags: {
      'cap-table': 'capTable',
      'cap-table-performance': 'capTable',
      'tax-relief': 'tax',
    },
    edit: false,
  }),
  // Certificates outstanding across opportunities (flag tax, issue 29): for either opportunity list.
  {
    pattern: P.taxCertificates,
    permission: index(['investment_opportunity_existing', 'investment_opportunity_live'], 'tax'),
  },
  ...entity({
    list: P.fundOpportunities,
    resource: 'funds_opportunity',
    flag: 'funds',
    create: [P.newFundOpportunity],
    tabs: ['key-information', 'transactions', NOTES, 'maturity-statuses'],
  }),
  ...entity({
    list: P.funds,
    resource: 'funds',
    flag: 'funds',
    tabs: ['transactions', 'portfolio', 'kpis', NOTES],
  }),
  // Reports: the hub opens for any report permission and sends on to the first permitted one.
  { pattern: P.reports, permission: index(REPORT_RESOURCES) },
  { pattern: P.kpis, permission: index('reports') },
  { pattern: P.kpiPortfolio, permission: index('custom_kpis') },
  // WIP reports: a record page and a create page beyond SPEC §2's list (issue 12); never edited.
  ...entity({
    list: P.wip,
    resource: 'wip-report',
    create: [`${P.wip}/new-report`],
    edit: false,
  }),
  ...entity({
    list: P.updates,
    resource: 'update_reports',
    create: [P.newUpdate, `${P.updates}/new-update`],
    edit: false,
  }),
  {
    pattern: `${P.updates}/:id/edit-update`,
    permission: { resource: 'update_reports', action: 'update' },
  },
  // Insider register (see admin-nav.ts for why `investors`)
  { pattern: P.insiderRegister, permission: index('investors', 'marketSounding') },
  { pattern: P.paDeals, permission: index('investors', 'marketSounding') },
  {
    pattern: P.newPaDeal,
    permission: { resource: 'investors', action: 'create', flag: 'marketSounding' },
  },
  {
    pattern: `${P.paDeals}/:id/details`,
    permission: { resource: 'investors', action: 'show', flag: 'marketSounding' },
  },
  {
    pattern: `${P.paDeals}/:id/edit`,
    permission: { resource: 'investors', action: 'update', flag: 'marketSounding' },
  },
  // Settings: the hub and section roots open for any settings resource, the pages as listed.
  { pattern: P.settings, permission: index(SETTINGS_RESOURCES) },
  ...SETTINGS_SECTIONS.flatMap((s) =>
    s.items.map((i) => ({ pattern: i.path, permission: i.permission })),
  ),
  ...['terminology', 'investor'].map((s) => ({
    pattern: `${P.settings}/${s}`,
    permission: index(SETTINGS_RESOURCES),
  })),
  // Every staff member's own password and details: the section opens for all of them.
  { pattern: `${P.settings}/security`, permission: { resource: null, action: 'index' } },
  { pattern: `${P.settings}/account/pipelines/:id/stages`, permission: index('pipelines') },
  { pattern: `${P.settings}/pipelines/:id/stages`, permission: index('pipelines') },
  { pattern: `${P.settings}/attributes/configure/:id`, permission: index('attributes') },
  { pattern: `${P.settings}/investor/portfolio/:id`, permission: index('features') },
]
