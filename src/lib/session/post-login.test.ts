import { describe, expect, it } from 'vitest'
import { ROLES } from '@/lib/permissions'
import { ALL_ON } from '@/lib/navigation/test-flags'
import { postLoginDestination } from './post-login'

const investor = { role_id: ROLES.User }
const user = (role_id: number | null) => ({ role_id })

describe('postLoginDestination (SPEC §2 after login)', () => {
  it('goes to the requested page when given and safe', () => {
    expect(postLoginDestination(investor, '/investor/portfolio/3', ALL_ON)).toBe(
      '/investor/portfolio/3',
    )
    expect(postLoginDestination(user(ROLES.Super_Admin), '/admin/funds?page=2', ALL_ON)).toBe(
      '/admin/funds?page=2',
    )
  })

  it('sends a non-staff user asking for an admin page to /investor', () => {
    expect(postLoginDestination(investor, '/admin', ALL_ON)).toBe('/investor')
    expect(postLoginDestination(investor, '/admin/investors/3/details', ALL_ON)).toBe('/investor')
    expect(postLoginDestination(user(null), '/admin/settings', ALL_ON)).toBe('/investor')
  })

  it('does not treat look-alike paths as admin', () => {
    expect(postLoginDestination(investor, '/administrator', ALL_ON)).toBe('/administrator')
  })

  it('ignores unsafe requests and falls back to the landing page', () => {
    expect(postLoginDestination(investor, '//evil.example', ALL_ON)).toBe('/investor')
    expect(postLoginDestination(user(ROLES.Creator), 'https://evil.example', ALL_ON)).toBe(
      '/admin/investors',
    )
  })

  it('ignores requests for the login, register, logout and maintenance pages', () => {
    for (const page of ['/login', '/login/', '/register', '/api/logout', '/maintenance?x=1']) {
      expect(postLoginDestination(user(ROLES.Entrepreneur), page, ALL_ON)).toBe(
        '/admin/investments/deals',
      )
    }
  })

  it('sends staff to their first permitted page and others to /investor', () => {
    expect(postLoginDestination(user(ROLES.Super_Admin), null, ALL_ON)).toBe('/admin')
    expect(postLoginDestination(user(ROLES.Entrepreneur), undefined, ALL_ON)).toBe(
      '/admin/investments/deals',
    )
    expect(postLoginDestination(user(ROLES.Custodian), '', ALL_ON)).toBe(
      '/admin/investments/opportunities',
    )
    expect(postLoginDestination(user(ROLES.Creator), null, ALL_ON)).toBe('/admin/investors')
    expect(postLoginDestination(investor, null, ALL_ON)).toBe('/investor')
    expect(postLoginDestination(user(null), null, ALL_ON)).toBe('/investor')
    expect(postLoginDestination(null, null, ALL_ON)).toBe('/investor')
  })
})
