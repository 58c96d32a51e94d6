import { describe, expect, it } from 'vitest'
import { terminologyFrom } from '@/lib/terminology/terms'
import { investorNav, investorNavVisible } from './investor-nav'

const labels = (display: number | null) => investorNav(display).map((i) => i.label)

describe('investorNav (SPEC §2)', () => {
  it('uses the default order, ending with Logout to /api/logout', () => {
    expect(labels(0)).toEqual(['Overview', 'Investments', 'Portfolio', 'News', 'Profile', 'Logout'])
    expect(labels(null)).toEqual(labels(0))
    expect(investorNav(0).at(-1)).toEqual({ key: 'logout', label: 'Logout', to: '/api/logout' })
  })

  it('follows portfolio display 1 and 2', () => {
    expect(labels(1)).toEqual(['Portfolio', 'Investments', 'Profile', 'Logout'])
    expect(labels(2)).toEqual(['Investments', 'Portfolio', 'Profile', 'Logout'])
  })

  it('links to the portal pages', () => {
    expect(investorNav(0).map((i) => i.to)).toEqual([
      '/investor',
      '/investor/investments',
      '/investor/portfolio',
      '/investor/news',
      '/investor/profile/view',
      '/api/logout',
    ])
  })

  it("uses the tenant's words", () => {
    const terms = terminologyFrom('{"investments":"Opportunities","portfolio":"My Holdings"}')
    expect(investorNav(2, terms).map((i) => i.label)).toEqual([
      'Opportunities',
      'My Holdings',
      'Profile',
      'Logout',
    ])
  })

  it('shows only for a verified email', () => {
    expect(investorNavVisible({ email_verified_at: '2025-01-01T00:00:00.000000Z' })).toBe(true)
    expect(investorNavVisible({ email_verified_at: null })).toBe(false)
    expect(investorNavVisible(null)).toBe(false)
  })
})
