import type { ComponentType } from 'react'
import { investorPageHost, logInAs, NEW_INVESTOR, renderPage } from '@/test/investor-page-host'
import { restoreRowsAfterEach, startMockHost, type MockRow } from '@/test/mock-host'
import { renderRoutes } from '@/test/render-routes'
import { STAFF } from '@/test/session-steps'

/**
 * The mock host for a test file, signed in as the demo Super_Admin; the tenant's settings row
 * is restored after every test.
 */
export function mockSettingsHost() {
  const host = startMockHost({ signedIn: STAFF })
  restoreRowsAfterEach(host, 'branding', (r) => r.id === 1)
  /** The tenant's settings row in the mock database now. */
  const row = (): MockRow => host.api.host.db.table<MockRow>('branding').find(1)!
  return Object.assign(host, { row })
}

/** One settings page at its path, with the user and settings loaded first. */
export const renderSettingsPage = (Page: ComponentType, path: string) =>
  renderRoutes({
    at: path,
    routes: [{ path: '*', element: <Page /> }],
    load: { userFirst: true },
    elsewhere: null,
  })

/**
 * For a settings page investors feel the effect of: the mock host reseeded before each test with
 * the demo Super_Admin signed in; `open()` renders the page at `path`, `openAsInvestor()` one
 * profile panel as the new investor.
 */
export function investorSettingsHost(Page: ComponentType, path: string) {
  const host = investorPageHost('superadmin@example.com')
  const open = () => renderPage({ at: path, routes: [{ path, element: <Page /> }] })
  const openAsInvestor = async (Panel: ComponentType, slug: string) => {
    await logInAs(NEW_INVESTOR)
    return renderPage({
      at: `/investor/profile/${slug}`,
      routes: [{ path: '/investor/profile/:slug', element: <Panel /> }],
    })
  }
  return Object.assign(host, { open, openAsInvestor })
}
