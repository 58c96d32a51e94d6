import type { ReactNode } from 'react'
import { startMockHost } from '@/test/mock-host'
import { PageProbe } from '@/test/probes'
import { renderRoutes } from '@/test/render-routes'
import { STAFF } from '@/test/session-steps'

/** The whole mock host for a test file, signed in once as `email`. */
export function startActivityHost(email = STAFF) {
  const host = startMockHost({ signedIn: email })
  return { api: () => host.api, server: () => host.server, requests: host.requests }
}

/** `ui` at /admin with the app's providers, the session and the tenant's settings loaded first. */
export const renderActivity = (ui: ReactNode) =>
  renderRoutes({
    at: '/admin',
    routes: [{ path: '/admin', element: <main>{ui}</main> }],
    // The user first, as the cache's order is asserted (see admin-overview-page.test.tsx).
    load: { userFirst: true },
    elsewhere: <PageProbe label="Opened" withSearch={false} />,
  })
