import { describe, expect, it } from 'vitest'
import type { CurrentUser } from '@/lib/session'
import { investWays } from './invest-ways'

// Only the relations investWays reads; the rest of the user does not matter here.
const user = (partial: Partial<CurrentUser>) => ({ id: 7, ...partial }) as unknown as CurrentUser

const org = (id: number, name: string, status: string, role = 'director') => ({
  id,
  name,
  type: 'company',
  pivot: { role, status },
})
const method = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  id,
  name,
  type: 'manual',
  provider: 'Albion Pensions',
  account_reference: `SIPP-${id}`,
  user_id: 7,
  lead_user_id: null,
  status: 'active',
  ...over,
})

const ALL = ['individual', 'organisation', 'pension', 'investment_method'] as const
const titles = (ways: ReturnType<typeof investWays>) => ways.all.map((w) => w.title)

describe('investWays', () => {
  it('offers approved organisations only, and names the pending ones', () => {
    const ways = investWays({
      user: user({
        organisations: [org(1, 'Acme Ltd', 'approved'), org(2, 'Acme SSAS', 'pending')] as never,
      }),
      enabledTypes: ALL,
      organisationLinks: true,
    })
    expect(titles(ways)).toEqual(['Personally', 'Acme Ltd', 'Through a pension'])
    expect(ways.all[1]).toMatchObject({ key: 'as=organisation&organisation=1' })
    expect(ways.all[1].description).toBe('Director · Company')
    expect(ways.pendingOrganisations).toEqual(['Acme SSAS'])
    expect(ways.canApplyForOrganisation).toBe(false)
  })

  it('offers to apply for an organisation link only with organisation links on', () => {
    const none = { user: user({ organisations: [] }), enabledTypes: ALL }
    expect(investWays({ ...none, organisationLinks: true }).canApplyForOrganisation).toBe(true)
    expect(investWays({ ...none, organisationLinks: false }).canApplyForOrganisation).toBe(false)
  })

  it('lists each open investment method once, held or led, and leaves closed ones out', () => {
    const shared = method(1, 'J Smith SIPP')
    const ways = investWays({
      user: user({
        investment_method_entities: [shared, method(2, 'Old ISA', { status: 'closed' })] as never,
        lead_investment_method_entities: [
          shared,
          method(3, 'Mum’s ISA', { type: 'private_manual', user_id: 99, lead_user_id: 7 }),
        ] as never,
      }),
      enabledTypes: ALL,
      organisationLinks: false,
    })
    const methods = ways.groups.find((g) => g.type === 'investment_method')!
    expect(methods.ways.map((w) => w.title)).toEqual(['J Smith SIPP', 'Mum’s ISA'])
    expect(methods.ways[1].description).toBe(
      'Private investment method · Albion Pensions · SIPP-3 · you act for it',
    )
    expect(methods.ways[0].key).toBe('as=method&method=1')
  })

  it('follows the tenant’s enabled investor types', () => {
    const ways = investWays({
      user: user({ organisations: [org(1, 'Acme Ltd', 'approved')] as never }),
      enabledTypes: ['individual'],
      organisationLinks: true,
    })
    expect(titles(ways)).toEqual(['Personally'])
    expect(ways.canApplyForOrganisation).toBe(false)
  })
})
