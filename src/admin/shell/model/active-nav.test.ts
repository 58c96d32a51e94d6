import { describe, expect, it } from 'vitest'
import { adminNav } from '@/lib/navigation'
import { ALL_ON } from '@/lib/navigation/test-flags'
import { ROLES } from '@/lib/permissions'
import { activeNavKey } from './active-nav'
import { roleLabel } from './role-label'

const nav = adminNav(ROLES.Super_Admin, ALL_ON)

describe('activeNavKey', () => {
  it.each([
    ['/admin', 'overview'],
    ['/admin/', 'overview'],
    ['/admin/investments/deals', 'deals'],
    ['/admin/investments/deals/4/performance', 'deals'],
    ['/admin/investors/12/details/transactions', 'investors'],
    ['/admin/investors/contacts/3/details', 'contacts'],
    ['/admin/investors/organisations', 'organisations'],
    ['/admin/reports/updates/9/details', 'updates'],
    ['/admin/settings/account/pipelines', 'settings'],
    ['/admin/funds/2/kpis', 'funds'],
  ])('puts %s under %s', (path, key) => {
    expect(activeNavKey(nav, path)).toBe(key)
  })

  it('matches nothing for pages outside the navigation', () => {
    expect(activeNavKey(nav, '/admin/reports')).toBeNull()
    expect(activeNavKey(nav, '/admin/fundsx')).toBeNull()
    expect(activeNavKey(adminNav(ROLES.Creator, ALL_ON), '/admin')).toBeNull()
  })
})

describe('roleLabel', () => {
  it('reads role names as words', () => {
    expect(roleLabel(ROLES.Investment_Committee)).toBe('Investment Committee')
    expect(roleLabel(ROLES.Creator)).toBe('Creator')
    expect(roleLabel(null)).toBe('No role')
  })
})
