import { describe, expect, it } from 'vitest'
import type { CurrentUser } from '@/lib/session'
import { buildProfileNav } from './profile-nav'

const org = (id: number, name: string, status: 'pending' | 'approved' | 'rejected') => ({
  id,
  name,
  type: 'company',
  pivot: { id: id * 10, user_id: 7, organisation_id: id, role: 'director', status, is_primary: 0 },
})
const method = (id: number, name: string, user_id: number, lead_user_id: number | null) => ({
  id,
  name,
  type: 'manual',
  user_id,
  lead_user_id,
  status: 'active',
})

const user = {
  id: 7,
  organisations: [
    org(2, 'Zeta Trust', 'approved'),
    org(1, 'Alpha Ltd', 'pending'),
    org(3, 'Gone Ltd', 'rejected'),
  ],
  investment_method_entities: [method(5, 'My SIPP', 7, 7)],
  lead_investment_method_entities: [method(5, 'My SIPP', 7, 7), method(6, 'Spouse ISA', 9, 7)],
} as unknown as CurrentUser

const slugs = (groups: ReturnType<typeof buildProfileNav>) =>
  groups.flatMap((g) => g.entries.map((e) => e.slug))

describe('buildProfileNav', () => {
  it('lists the fixed sections, then organisations and methods by name with their documents', () => {
    const groups = buildProfileNav(user, { organisationLinks: true, payments: true })
    expect(groups.map((g) => g.title)).toEqual([
      'Your profile',
      'Account',
      'Organisations',
      'Investment methods',
    ])
    expect(slugs(groups)).toEqual([
      'view',
      'details',
      'type',
      'investor-type',
      'appropriateness',
      'identity',
      'documents',
      'security',
      'subscription',
      'organisation_1',
      'organisation-documents_1',
      'organisation_2',
      'organisation-documents_2',
      'organisation-apply',
      'investmentmethod_5',
      'investmentmethod-documents_5',
      'investmentmethod_6',
      'investmentmethod-documents_6',
    ])
    const docs = groups[2].entries[1]
    expect(docs).toMatchObject({ label: 'Documents', context: 'Alpha Ltd', nested: true })
  })

  it('leaves out what the tenant or host does not offer', () => {
    const bare = { id: 8 } as unknown as CurrentUser
    const groups = buildProfileNav(bare, { organisationLinks: false, payments: false })
    expect(slugs(groups)).not.toContain('subscription')
    expect(slugs(groups)).not.toContain('organisation-apply')
    expect(groups.map((g) => g.id)).toEqual(['profile', 'account'])
  })
})
