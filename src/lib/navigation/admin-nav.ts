import { isStaff, SETTINGS_RESOURCES, type Resource } from '@/lib/permissions'
import type { FlagName, Flags } from '@/lib/settings/flag-names'
import { DEFAULT_TERMS, type TermKey, type Terms } from '@/lib/terminology/defaults'
import { ADMIN_PATHS as P } from './paths'
import { allows, type RoutePermission } from './permission'

/** A label is either a tenant-configurable term or fixed text. */
export type NavLabel = { term: TermKey } | { text: string }

export interface NavLeaf {
  key: string
  label: NavLabel
  to: string
  permission: RoutePermission
}

export interface NavGroup {
  key: string
  label: NavLabel
  children: readonly NavLeaf[]
}

export type NavNode = NavLeaf | NavGroup

/** A visible admin navigation item; a group links to its first permitted child. */
export interface AdminNavItem {
  key: string
  label: string
  to: string
  children?: AdminNavItem[]
}

const index = (resource: Resource, flag?: FlagName): RoutePermission =>
  flag ? { resource, action: 'index', flag } : { resource, action: 'index' }

const leaf = (key: string, label: NavLabel, to: string, permission: RoutePermission): NavLeaf => ({
  key,
  label,
  to,
  permission,
})

/**
 * The admin navigation of SPEC §2, in order. The order is also the staff landing-page order
 * (SPEC §6: "the first navigation entry the role may access").
 *
 * The insider register has no resource of its own in SPEC §6. It lists investors who received
 * inside information (market-sounding acceptances) and external insiders, so it is guarded by
 * `investors` index: whoever may list investors may see who among them is an insider. It also
 * needs the market-sounding flag.
 */
export const ADMIN_NAV: readonly NavNode[] = [
  leaf('overview', { term: 'overview' }, P.overview, index('overview')),
  {
    key: 'investments',
    label: { term: 'investments' },
    children: [
      leaf('deals', { term: 'deals' }, P.deals, index('pipeline_deals')),
      leaf(
        'live-opportunities',
        { term: 'live_opportunities' },
        P.liveOpportunities,
        index('investment_opportunity_live'),
      ),
      leaf(
        'existing-investments',
        { term: 'existing_investments' },
        P.existingInvestments,
        index('investment_opportunity_existing'),
      ),
      leaf('tax-certificates', { text: 'Tax certificates' }, P.taxCertificates, {
        resource: ['investment_opportunity_existing', 'investment_opportunity_live'],
        action: 'index',
        flag: 'tax',
      }),
      leaf(
        'fund-opportunities',
        { term: 'fund_opportunities' },
        P.fundOpportunities,
        index('funds_opportunity', 'funds'),
      ),
    ],
  },
  leaf('funds', { term: 'funds' }, P.funds, index('funds', 'funds')),
  {
    key: 'investors',
    label: { term: 'investors' },
    children: [
      leaf('investors', { term: 'investors' }, P.investors, index('investors')),
      leaf('contacts', { term: 'contacts' }, P.contacts, index('investors')),
      leaf('organisations', { term: 'organisations' }, P.organisations, index('investors')),
      leaf(
        'organisation-applications',
        { term: 'organisation_applications' },
        P.organisationApplications,
        index('investors', 'organisationLinks'),
      ),
      leaf(
        'investment-methods',
        { term: 'investment_methods' },
        P.investmentMethods,
        index('investors'),
      ),
      leaf('nominees', { term: 'nominees' }, P.nominees, index('investors', 'nominee')),
      leaf(
        'screenings',
        { text: 'Screening reviews' },
        P.screenings,
        index('investors', 'userScreening'),
      ),
      leaf(
        'categorisations',
        { text: 'Categorisation approvals' },
        P.categorisationApprovals,
        index('investors', 'complianceRequiresCategorisationApproval'),
      ),
      leaf(
        'invitations',
        { text: 'Invitations' },
        P.investorInvitations,
        index('investors', 'inviteOnRegister'),
      ),
    ],
  },
  leaf(
    'insider-register',
    { term: 'insider_register' },
    P.insiderRegister,
    index('investors', 'marketSounding'),
  ),
  {
    key: 'reports',
    label: { term: 'reports' },
    children: [
      leaf('kpis', { term: 'kpis' }, P.kpis, index('reports')),
      leaf('kpi-portfolio', { term: 'kpi_portfolio' }, P.kpiPortfolio, index('custom_kpis')),
      leaf('updates', { term: 'updates' }, P.updates, index('update_reports')),
      leaf('wip', { term: 'wip' }, P.wip, index('wip-report')),
    ],
  },
  leaf('settings', { term: 'settings' }, P.settings, {
    resource: SETTINGS_RESOURCES,
    action: 'index',
  }),
]

export const labelText = (label: NavLabel, terms: Terms): string =>
  'term' in label ? terms[label.term] : label.text

const isGroup = (node: NavNode): node is NavGroup => 'children' in node

/** The admin navigation the role may open (resource + index, and the area's flag). */
export function adminNav(
  roleId: number | null | undefined,
  flags: Flags,
  terms: Terms = DEFAULT_TERMS,
): AdminNavItem[] {
  if (!isStaff(roleId)) return []
  const visible = (l: NavLeaf) => allows(roleId, flags, l.permission)
  const item = (l: NavLeaf): AdminNavItem => ({
    key: l.key,
    label: labelText(l.label, terms),
    to: l.to,
  })
  return ADMIN_NAV.flatMap((node): AdminNavItem[] => {
    if (!isGroup(node)) return visible(node) ? [item(node)] : []
    const children = node.children.filter(visible).map(item)
    if (children.length === 0) return []
    return [{ key: node.key, label: labelText(node.label, terms), to: children[0].to, children }]
  })
}

/** SPEC §6: the first navigation entry the role may open; null when there is none. */
export function staffLandingPage(roleId: number | null | undefined, flags: Flags): string | null {
  return adminNav(roleId, flags)[0]?.to ?? null
}
