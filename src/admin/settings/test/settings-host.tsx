import type { ComponentType } from 'react'
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
