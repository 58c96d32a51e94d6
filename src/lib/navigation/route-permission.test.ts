import { describe, expect, it } from 'vitest'
import { ROLES, SETTINGS_RESOURCES } from '@/lib/permissions'
import { canOpenAdminRoute, routePermission } from './route-permission'
import { ALL_ON, flagsWith } from './test-flags'

const REPORTS = ['reports', 'custom_kpis', 'update_reports', 'wip-report']

/** SPEC §2 admin routes -> [resource, action, flag?]; ids are examples. */
const ROUTES: [string, unknown, string, string?][] = [
  ['/admin', 'overview', 'index'],
  ['/admin/investors', 'investors', 'index'],
  ['/admin/investors/new-investor', 'investors', 'create'],
  ['/admin/investors/12/details', 'investors', 'show'],
  ...[
    'transactions',
    'documents',
    'notes-calls-tasks',
    'category',
    'registration-form',
    'investment-documents',
    'fact-find',
    'risk-profile',
    'investor-consent',
  ].map((t): [string, string, string] => [`/admin/investors/12/${t}`, 'investors', 'show']),
  ['/admin/investors/12/details/fact-find', 'investors', 'show'],
  ['/admin/investors/12/edit', 'investors', 'update'],
  ['/admin/investors/12/sign-pdf/3', 'investors', 'update'],
  ['/admin/investors/contacts', 'investors', 'index'],
  ['/admin/investors/new-contact', 'investors', 'create'],
  ['/admin/investors/contacts/new-contact', 'investors', 'create'],
  ['/admin/investors/contacts/4/details', 'investors', 'show'],
  ['/admin/investors/contacts/4/risk-profile', 'investors', 'show'],
  ['/admin/investors/contacts/4/edit', 'investors', 'update'],
  ['/admin/investors/organisations', 'investors', 'index'],
  ['/admin/investors/new-organisation', 'investors', 'create'],
  ['/admin/investors/organisations/5/transactions', 'investors', 'show'],
  ['/admin/investors/organisations/5/edit', 'investors', 'update'],
  ['/admin/investors/organisation-applications', 'investors', 'index', 'organisationLinks'],
  [
    '/admin/investors/organisation-applications/6/details',
    'investors',
    'show',
    'organisationLinks',
  ],
  ['/admin/investors/investment-methods', 'investors', 'index'],
  ['/admin/investors/investment-methods/new-method', 'investors', 'create'],
  ['/admin/investors/investment-methods/7/details', 'investors', 'show'],
  ['/admin/investors/investment-methods/7/notes-calls-tasks', 'investors', 'show'],
  ['/admin/investors/investment-methods/7/edit', 'investors', 'update'],
  ['/admin/investors/nominees', 'investors', 'index', 'nominee'],
  ['/admin/investors/nominees/new-nominee', 'investors', 'create', 'nominee'],
  ['/admin/investors/nominees/8/transactions', 'investors', 'show', 'nominee'],
  ['/admin/investors/nominees/8/edit', 'investors', 'update', 'nominee'],
  ['/admin/investments/deals', 'pipeline_deals', 'index'],
  ['/admin/investments/new-deal', 'pipeline_deals', 'create'],
  ['/admin/investments/deals/9/performance', 'pipeline_deals', 'show'],
  ['/admin/investments/deals/9/key-information', 'pipeline_deals', 'show'],
  ['/admin/investments/deals/9/edit', 'pipeline_deals', 'update'],
  ['/admin/investments/opportunities', 'investment_opportunity_live', 'index'],
  ['/admin/investments/opportunities/new-opportunity', 'investment_opportunity_live', 'create'],
  ['/admin/investments/opportunities/10/edit', 'investment_opportunity_live', 'update'],
  ['/admin/investments/opportunities/10/details', 'investment_opportunity_live', 'show'],
  ['/admin/investments/opportunities/10/transactions', 'investment_opportunity_live', 'show'],
  ['/admin/investments/opportunities/10/details/preview', 'investment_opportunity_live', 'show'],
  ['/admin/investments/existing', 'investment_opportunity_existing', 'index'],
  ['/admin/investments/existing/11/details', 'investment_opportunity_existing', 'show'],
  [
    '/admin/investments/existing/11/cap-table',
    'investment_opportunity_existing',
    'show',
    'capTable',
  ],
  [
    '/admin/investments/existing/11/cap-table-performance',
    'investment_opportunity_existing',
    'show',
    'capTable',
  ],
  ['/admin/investments/existing/11/pre-emption', 'investment_opportunity_existing', 'show'],
  ['/admin/investments/fund-opportunities', 'funds_opportunity', 'index', 'funds'],
  ['/admin/investments/fund-opportunities/new-opportunity', 'funds_opportunity', 'create', 'funds'],
  [
    '/admin/investments/fund-opportunities/12/maturity-statuses',
    'funds_opportunity',
    'show',
    'funds',
  ],
  ['/admin/investments/fund-opportunities/12/edit', 'funds_opportunity', 'update', 'funds'],
  ['/admin/funds', 'funds', 'index', 'funds'],
  ['/admin/funds/13/details', 'funds', 'show', 'funds'],
  ['/admin/funds/13/kpis', 'funds', 'show', 'funds'],
  ['/admin/funds/13/edit', 'funds', 'update', 'funds'],
  ['/admin/reports', REPORTS, 'index'],
  ['/admin/reports/kpis', 'reports', 'index'],
  ['/admin/reports/kpi-portfolio', 'custom_kpis', 'index'],
  ['/admin/reports/updates', 'update_reports', 'index'],
  ['/admin/reports/wip', 'wip-report', 'index'],
  ['/admin/reports/new-update', 'update_reports', 'create'],
  ['/admin/reports/updates/14/edit-update', 'update_reports', 'update'],
  ['/admin/reports/updates/14/details', 'update_reports', 'show'],
  ['/admin/insider-register', 'investors', 'index', 'marketSounding'],
  ['/admin/insider-register/pa-deals', 'investors', 'index', 'marketSounding'],
  ['/admin/insider-register/pa-deals/create', 'investors', 'create', 'marketSounding'],
  ['/admin/settings', SETTINGS_RESOURCES, 'index'],
  ['/admin/settings/account', 'branding', 'index'],
  ['/admin/settings/account/pipelines', 'pipelines', 'index'],
  ['/admin/settings/account/pipelines/2/stages', 'pipelines', 'index'],
  ['/admin/settings/account/admin-accounts', 'user', 'index'],
  ['/admin/settings/account/features', 'features', 'index'],
  ['/admin/settings/terminology/navigation', 'branding', 'index'],
  ['/admin/settings/terminology/funds', 'branding', 'index', 'funds'],
  ['/admin/settings/attributes', 'attributes', 'index'],
  ['/admin/settings/attributes/kpi-category', 'report_types', 'index'],
  ['/admin/settings/attributes/industries', 'industries', 'index'],
  ['/admin/settings/attributes/configure/3', 'attributes', 'index'],
  ['/admin/settings/investor/appropriateness-test', 'compliance', 'index', 'complianceTest'],
  ['/admin/settings/investor/risk-warning', 'branding', 'index', 'riskWarning'],
  ['/admin/settings/investor/portfolio/4', 'features', 'index'],
  ['/admin/settings/security/password-management', null, 'index'],
]

describe('routePermission (SPEC §2 routes -> SPEC §6 permission)', () => {
  it.each(ROUTES)('%s', (path, resource, action, flag) => {
    const p = routePermission(path)
    expect(p).not.toBeNull()
    expect(p!.resource).toEqual(resource)
    expect(p!.action).toBe(action)
    expect(p!.flag).toBe(flag)
  })

  it('ignores trailing slashes, queries and hashes', () => {
    expect(routePermission('/admin/investors/?page=2#top')).toEqual(
      routePermission('/admin/investors'),
    )
  })

  it('knows nothing of unknown, non-numeric-id and non-admin paths', () => {
    for (const path of [
      '/admin/nope',
      '/admin/investors/abc/details',
      '/admin/investors/12/unknown-tab',
      '/admin/investments/existing/11/edit',
      '/investor',
      '/login',
    ]) {
      expect(routePermission(path)).toBeNull()
    }
  })
})

describe('canOpenAdminRoute', () => {
  it('follows the role table and flags', () => {
    expect(canOpenAdminRoute(ROLES.Entrepreneur, ALL_ON, '/admin/investments/deals/9/edit')).toBe(
      true,
    )
    expect(canOpenAdminRoute(ROLES.Entrepreneur, ALL_ON, '/admin/investments/new-deal')).toBe(false)
    expect(canOpenAdminRoute(ROLES.Creator, ALL_ON, '/admin/investors/new-investor')).toBe(true)
    expect(canOpenAdminRoute(ROLES.Creator, ALL_ON, '/admin/investors/12/details')).toBe(false)
    expect(canOpenAdminRoute(ROLES.Super_Admin, flagsWith({ funds: false }), '/admin/funds')).toBe(
      false,
    )
    expect(canOpenAdminRoute(ROLES.Super_Admin, ALL_ON, '/admin/reports')).toBe(true)
    expect(canOpenAdminRoute(ROLES.Entrepreneur, ALL_ON, '/admin/reports')).toBe(false)
  })

  it("puts an existing investment's cap table tabs behind the cap table flag alone", () => {
    const off = flagsWith({ capTable: false })
    for (const tab of ['cap-table', 'cap-table-performance']) {
      const path = `/admin/investments/existing/7/${tab}`
      expect(canOpenAdminRoute(ROLES.Super_Admin, ALL_ON, path)).toBe(true)
      expect(canOpenAdminRoute(ROLES.Super_Admin, off, path)).toBe(false)
    }
    expect(canOpenAdminRoute(ROLES.Super_Admin, off, '/admin/investments/existing/7/details')).toBe(
      true,
    )
  })

  it('lets any staff member open their own security settings, but never an investor', () => {
    const path = '/admin/settings/security/password-management'
    expect(canOpenAdminRoute(ROLES.Creator, ALL_ON, path)).toBe(true)
    expect(canOpenAdminRoute(ROLES.User, ALL_ON, path)).toBe(false)
    expect(canOpenAdminRoute(null, ALL_ON, path)).toBe(false)
  })

  it('hides the existing-investment tabs SPEC §6 hides from Investment_Manager', () => {
    const base = '/admin/investments/existing/11'
    expect(canOpenAdminRoute(ROLES.Investment_Manager, ALL_ON, `${base}/details`)).toBe(true)
    expect(canOpenAdminRoute(ROLES.Investment_Manager, ALL_ON, `${base}/transactions`)).toBe(false)
    expect(canOpenAdminRoute(ROLES.Investment_Manager, ALL_ON, `${base}/notes-calls-tasks`)).toBe(
      false,
    )
    expect(canOpenAdminRoute(ROLES.Super_Admin, ALL_ON, `${base}/transactions`)).toBe(true)
    // Its Performance tab: the cap table performance, at either address.
    for (const path of [`${base}/cap-table-performance`, `${base}/details/cap-table-performance`])
      expect(canOpenAdminRoute(ROLES.Investment_Manager, ALL_ON, path)).toBe(false)
    expect(canOpenAdminRoute(ROLES.Investment_Manager, ALL_ON, `${base}/cap-table`)).toBe(true)
    expect(canOpenAdminRoute(ROLES.Super_Admin, ALL_ON, `${base}/cap-table-performance`)).toBe(true)
  })

  it('refuses unknown admin paths', () => {
    expect(canOpenAdminRoute(ROLES.Super_Admin, ALL_ON, '/admin/nope')).toBe(false)
  })
})
