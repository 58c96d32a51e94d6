import { describe, expect, it } from 'vitest'
import { terminologyFrom } from '@/lib/terminology/terms'
import { ROLES } from './roles'
import { roleTitle, STAFF_ROLE_NAMES } from './role-names'

describe('roleTitle', () => {
  it('names roles as people read them by default', () => {
    expect(roleTitle(ROLES.Super_Admin)).toBe('Super Admin')
    expect(roleTitle(ROLES.Investment_Committee)).toBe('Investment Committee')
    expect(roleTitle(null)).toBe('No role')
    expect(roleTitle(99)).toBe('No role')
  })

  it('follows the tenant terminology', () => {
    const terms = terminologyFrom({ role_fund_manager: 'Portfolio Manager' })
    expect(roleTitle(ROLES.Fund_Manager, terms)).toBe('Portfolio Manager')
  })

  it('lists every staff role but User', () => {
    expect(STAFF_ROLE_NAMES).not.toContain('User')
    expect(STAFF_ROLE_NAMES).toContain('Compliance')
  })
})
