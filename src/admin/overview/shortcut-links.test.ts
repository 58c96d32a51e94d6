import { describe, expect, it } from 'vitest'
import { adminNav } from '@/lib/navigation'
import { ALL_ON, flagsWith } from '@/lib/navigation/test-flags'
import { ROLES } from '@/lib/permissions'
import { DEFAULT_TERMS, terminologyFrom, type Terms } from '@/lib/terminology'
import type { Flags } from '@/lib/settings/flag-names'
import { shortcutCards } from './shortcut-links'

const cardsOf = (roleId: number, flags: Flags = ALL_ON, terms: Terms = DEFAULT_TERMS) =>
  shortcutCards(adminNav(roleId, flags, terms), { roleId, flags, terms })
const linksOf = (roleId: number, key: string, flags?: Flags) =>
  cardsOf(roleId, flags)
    .find((c) => c.key === key)
    ?.links.map((l) => l.to)

describe('shortcutCards', () => {
  it('gives every card of every role something to lead to, and no overview card', () => {
    for (const roleId of Object.values(ROLES)) {
      for (const card of cardsOf(roleId)) {
        expect(card.key).not.toBe('overview')
        expect(card.links.length, `${roleId} ${card.key}`).toBeGreaterThan(0)
      }
    }
  })

  it("lists a Compliance officer's settings sections only as far as the role may open them", () => {
    expect(linksOf(ROLES.Compliance, 'settings')).toEqual([
      '/admin/settings/investor/sign-up-documents',
      '/admin/settings/security/password-management',
    ])
  })

  it('leaves out fund opportunities without the funds flag, and the register without soundings', () => {
    expect(cardsOf(ROLES.Super_Admin, flagsWith({ funds: false })).map((c) => c.key)).not.toContain(
      'funds',
    )
    expect(
      cardsOf(ROLES.Super_Admin, flagsWith({ marketSounding: false })).map((c) => c.key),
    ).not.toContain('insider-register')
  })

  it("names the funds list in the tenant's words", () => {
    const terms = terminologyFrom({ funds: 'EIS Funds' })
    const funds = cardsOf(ROLES.Super_Admin, ALL_ON, terms).find((c) => c.key === 'funds')
    expect(funds?.links[0].label).toBe('All EIS funds')
  })
})
