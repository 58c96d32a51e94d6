// @vitest-environment dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { redirectToLogout, resetRedirectForTests } from './unauthorised'

function visit(path: string) {
  window.history.pushState({}, '', path)
}

afterEach(() => {
  resetRedirectForTests()
  vi.restoreAllMocks()
})

describe('redirectToLogout', () => {
  it('navigates to /api/logout, once for a burst of 401s', () => {
    visit('/admin/contacts')
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    redirectToLogout()
    redirectToLogout()
    expect(assign).toHaveBeenCalledTimes(1)
    expect(assign).toHaveBeenCalledWith('/api/logout')
  })

  it.each(['/api/logout', '/login', '/login/'])('stays put on %s (no redirect loop)', (path) => {
    visit(path)
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    redirectToLogout()
    expect(assign).not.toHaveBeenCalled()
  })
})
