import { describe, expect, it } from 'vitest'
import { ROLES } from '@/lib/permissions'
import { terminologyFrom } from '@/lib/terminology/terms'
import { adminNav, staffLandingPage } from './admin-nav'
import { ALL_OFF, ALL_ON, flagsWith } from './test-flags'

const DEALS = '/admin/investments/deals'
const LIVE = '/admin/investments/opportunities'

/**
 * Derived by hand from SPEC §6's table (every flag on): the top-level items each role sees,
 * with where each links, and the landing page (the first of them).
 */
const EXPECTED: [string, number, [string, string][]][] = [
  [
    'Super_Admin',
    ROLES.Super_Admin,
    [
      ['overview', '/admin'],
      ['investments', DEALS],
      ['funds', '/admin/funds'],
      ['investors', '/admin/investors'],
      ['insider-register', '/admin/insider-register'],
      ['reports', '/admin/reports/kpis'],
      ['settings', '/admin/settings'],
    ],
  ],
  [
    'Support',
    ROLES.Support,
    [
      ['overview', '/admin'],
      ['investments', DEALS],
      ['funds', '/admin/funds'],
      ['investors', '/admin/investors'],
      ['insider-register', '/admin/insider-register'],
      ['reports', '/admin/reports/kpis'],
      ['settings', '/admin/settings'],
    ],
  ],
  [
    'Investment_Committee',
    ROLES.Investment_Committee,
    [
      ['overview', '/admin'],
      ['investments', DEALS],
      ['funds', '/admin/funds'],
      ['investors', '/admin/investors'],
      ['insider-register', '/admin/insider-register'],
      ['reports', '/admin/reports/kpis'],
    ],
  ],
  ['Entrepreneur', ROLES.Entrepreneur, [['investments', DEALS]]],
  ['Custodian', ROLES.Custodian, [['investments', LIVE]]],
  [
    'Creator',
    ROLES.Creator,
    [
      ['investors', '/admin/investors'],
      ['insider-register', '/admin/insider-register'],
    ],
  ],
  [
    'Investment_Manager',
    ROLES.Investment_Manager,
    [
      ['investments', LIVE],
      ['investors', '/admin/investors'],
      ['insider-register', '/admin/insider-register'],
    ],
  ],
  [
    'Fund_Manager',
    ROLES.Fund_Manager,
    [
      ['investments', DEALS],
      ['funds', '/admin/funds'],
      ['investors', '/admin/investors'],
      ['insider-register', '/admin/insider-register'],
      ['reports', '/admin/reports/kpis'],
    ],
  ],
  [
    'Adviser',
    ROLES.Adviser,
    [
      ['investors', '/admin/investors'],
      ['insider-register', '/admin/insider-register'],
    ],
  ],
  [
    'Compliance',
    ROLES.Compliance,
    [
      ['investors', '/admin/investors'],
      ['insider-register', '/admin/insider-register'],
      ['settings', '/admin/settings'],
    ],
  ],
  ['User', ROLES.User, []],
]

const LANDING: Record<number, string | null> = {
  [ROLES.Super_Admin]: '/admin',
  [ROLES.Support]: '/admin',
  [ROLES.Investment_Committee]: '/admin',
  [ROLES.Entrepreneur]: DEALS,
  [ROLES.Custodian]: LIVE,
  [ROLES.Creator]: '/admin/investors',
  [ROLES.Investment_Manager]: LIVE,
  [ROLES.Fund_Manager]: DEALS,
  [ROLES.Adviser]: '/admin/investors',
  [ROLES.Compliance]: '/admin/investors',
  [ROLES.User]: null,
}

const top = (roleId: number | null, flags = ALL_ON) =>
  adminNav(roleId, flags).map((i) => [i.key, i.to])
const childKeys = (roleId: number, key: string, flags = ALL_ON) =>
  adminNav(roleId, flags)
    .find((i) => i.key === key)
    ?.children?.map((c) => c.key)

describe('adminNav: top-level items per role (SPEC §6)', () => {
  it('covers every role', () => {
    expect(EXPECTED.map(([name]) => name).sort()).toEqual(Object.keys(ROLES).sort())
  })

  it.each(EXPECTED)('%s (role %i)', (_name, roleId, items) => {
    expect(top(roleId)).toEqual(items)
  })

  it('shows nothing to a user without a role or with an unknown one', () => {
    expect(top(null)).toEqual([])
    expect(top(4)).toEqual([])
  })
})

describe('staffLandingPage (SPEC §6: first navigation entry the role may open)', () => {
  it.each(EXPECTED)('%s (role %i)', (_name, roleId) => {
    expect(staffLandingPage(roleId, ALL_ON)).toBe(LANDING[roleId])
  })

  it('does not depend on flags for any role in the seed (no role lands on a flagged area)', () => {
    for (const [, roleId] of EXPECTED)
      expect(staffLandingPage(roleId, ALL_OFF)).toBe(LANDING[roleId])
  })
})

describe('adminNav: groups and children', () => {
  it('lists the investments sub-areas the role may open, in order', () => {
    expect(childKeys(ROLES.Super_Admin, 'investments')).toEqual([
      'deals',
      'live-opportunities',
      'existing-investments',
      'tax-certificates',
      'fund-opportunities',
    ])
    expect(childKeys(ROLES.Entrepreneur, 'investments')).toEqual([
      'deals',
      'live-opportunities',
      'existing-investments',
      'tax-certificates',
    ])
    expect(childKeys(ROLES.Custodian, 'investments')).toEqual([
      'live-opportunities',
      'existing-investments',
      'tax-certificates',
      'fund-opportunities',
    ])
  })

  it('lists the investors sub-areas and the reports the role may open', () => {
    expect(childKeys(ROLES.Super_Admin, 'investors')).toEqual([
      'investors',
      'contacts',
      'organisations',
      'organisation-applications',
      'investment-methods',
      'nominees',
      'screenings',
      'categorisations',
      'invitations',
    ])
    expect(childKeys(ROLES.Fund_Manager, 'reports')).toEqual([
      'kpis',
      'kpi-portfolio',
      'updates',
      'wip',
    ])
  })
})

describe('adminNav: feature flags', () => {
  it('hides funds and fund opportunities without the funds flag', () => {
    const flags = flagsWith({ funds: false })
    expect(top(ROLES.Super_Admin, flags).map(([k]) => k)).not.toContain('funds')
    expect(childKeys(ROLES.Super_Admin, 'investments', flags)).not.toContain('fund-opportunities')
    expect(childKeys(ROLES.Custodian, 'investments', flags)).toEqual([
      'live-opportunities',
      'existing-investments',
      'tax-certificates',
    ])
  })

  it('offers the tax certificates overview only with the tax flag', () => {
    expect(childKeys(ROLES.Super_Admin, 'investments', flagsWith({ tax: false }))).not.toContain(
      'tax-certificates',
    )
    expect(childKeys(ROLES.Investment_Manager, 'investments')).toContain('tax-certificates')
  })

  it('hides the insider register without market sounding', () => {
    const flags = flagsWith({ marketSounding: false })
    expect(top(ROLES.Super_Admin, flags).map(([k]) => k)).not.toContain('insider-register')
    expect(top(ROLES.Adviser, flags)).toEqual([['investors', '/admin/investors']])
  })

  it('hides nominees and organisation applications without their flags', () => {
    const flags = flagsWith({ nominee: false, organisationLinks: false })
    expect(childKeys(ROLES.Super_Admin, 'investors', flags)).toEqual([
      'investors',
      'contacts',
      'organisations',
      'investment-methods',
      'screenings',
      'categorisations',
      'invitations',
    ])
  })

  it('hides the screening reviews without user screening', () => {
    const flags = flagsWith({ userScreening: false })
    expect(childKeys(ROLES.Super_Admin, 'investors', flags)).not.toContain('screenings')
    expect(childKeys(ROLES.Compliance, 'investors')).toContain('screenings')
  })

  it('hides the invitations to register without invite on register', () => {
    const flags = flagsWith({ inviteOnRegister: false })
    expect(childKeys(ROLES.Super_Admin, 'investors', flags)).not.toContain('invitations')
  })

  it('shows the unflagged areas with every flag off', () => {
    expect(top(ROLES.Super_Admin, ALL_OFF).map(([k]) => k)).toEqual([
      'overview',
      'investments',
      'investors',
      'reports',
      'settings',
    ])
  })
})

describe('adminNav: labels', () => {
  it('uses the default terminology', () => {
    const labels = adminNav(ROLES.Super_Admin, ALL_ON).map((i) => i.label)
    expect(labels).toEqual([
      'Overview',
      'Investments',
      'Funds',
      'Investors',
      'Insider Register',
      'Reports',
      'Settings',
    ])
  })

  it("uses the tenant's terminology", () => {
    const terms = terminologyFrom({ investments: 'Deals & Projects', investors: 'Members' })
    const nav = adminNav(ROLES.Super_Admin, ALL_ON, terms)
    expect(nav[1].label).toBe('Deals & Projects')
    expect(nav[3].label).toBe('Members')
    expect(nav[3].children?.[0].label).toBe('Members')
  })
})
