import { describe, expect, it } from 'vitest'
import { investorNav } from '@/lib/navigation'
import { activeItemKey, isActiveItem } from './active-item'

const items = investorNav(0)

describe('activeItemKey (SPEC §2 current tab)', () => {
  it('marks Overview only on /investor itself', () => {
    expect(activeItemKey(items, '/investor')).toBe('overview')
    expect(activeItemKey(items, '/investor/')).toBe('overview')
    expect(activeItemKey(items, '/investor/terms')).toBeNull()
  })

  it('marks a section on its root and every page below it', () => {
    expect(activeItemKey(items, '/investor/investments')).toBe('investments')
    expect(activeItemKey(items, '/investor/investments/acme-ltd/invest')).toBe('investments')
    expect(activeItemKey(items, '/investor/portfolio/fund/3/reports/9')).toBe('portfolio')
    expect(activeItemKey(items, '/investor/news/reports/4')).toBe('news')
    expect(activeItemKey(items, '/investor/profile/security')).toBe('profile')
    expect(activeItemKey(items, '/investor/profile/view')).toBe('profile')
  })

  it('does not match look-alike paths, and never marks Logout', () => {
    expect(activeItemKey(items, '/investor/newsletter')).toBeNull()
    expect(activeItemKey(items, '/investor/portfolios')).toBeNull()
    expect(isActiveItem({ key: 'logout' }, '/api/logout')).toBe(false)
  })
})
