import { DEFAULT_TERMS, type TermKey, type Terms } from '@/lib/terminology/defaults'
import { ROLES, roleName, type RoleName } from './roles'

/** Each role's terminology key (Terminology › Roles): `Investment_Committee` -> role_investment_committee. */
export const ROLE_TERM_KEYS: Readonly<Record<RoleName, TermKey>> = {
  Super_Admin: 'role_super_admin',
  Entrepreneur: 'role_entrepreneur',
  Investment_Committee: 'role_investment_committee',
  User: 'role_user',
  Compliance: 'role_compliance',
  Custodian: 'role_custodian',
  Support: 'role_support',
  Creator: 'role_creator',
  Investment_Manager: 'role_investment_manager',
  Fund_Manager: 'role_fund_manager',
  Adviser: 'role_adviser',
}

/** The staff roles in id order (what Terminology › Roles lists and staff can be given). */
export const STAFF_ROLE_NAMES = (Object.keys(ROLES) as RoleName[]).filter((n) => n !== 'User')

/**
 * The role's name as people read it, in the tenant's words: every place that names a role
 * (user menu, forbidden page, admin accounts) goes through here so a renamed role shows
 * everywhere. `roleName` stays the fixed identifier the permission table is keyed by.
 */
export function roleTitle(roleId: number | null | undefined, terms: Terms = DEFAULT_TERMS): string {
  const name = roleName(roleId)
  return name ? terms[ROLE_TERM_KEYS[name]] : 'No role'
}
