import type { QueryClient } from '@tanstack/react-query'
import { act } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { http } from '@/lib/api'
import { login } from '@/lib/session'
import { restoreRowsAfterEach, startMockHost } from '@/test/mock-host'
import { PageProbe } from '@/test/probes'
import { renderRoutes } from '@/test/render-routes'
import { clearFaults, INVESTOR, NEW_INVESTOR, UNVERIFIED } from '@/test/session-steps'
import { InvestorLayout, type InvestorLayoutProps } from '..'

export { INVESTOR, NEW_INVESTOR, UNVERIFIED, mockSettings } from '@/test/session-steps'

/**
 * The mock host for a test file: the tenant's settings row and the demo users are restored
 * after every test.
 */
export function mockShellHost() {
  const host = startMockHost()
  // Each test signs in: the last one's reads must not put its session back (open-requests).
  beforeEach(() => host.settled())
  afterEach(() => clearFaults())
  restoreRowsAfterEach(host, 'branding', (r) => r.id === 1)
  const demo = [INVESTOR, NEW_INVESTOR, UNVERIFIED]
  restoreRowsAfterEach(host, 'users', (u) => demo.includes(String(u.email)))
  return host
}

export const loginAs = (email: string) => login(email, 'password', { client: http })

const probe = <PageProbe withSearch={false} />

export interface RenderShellOptions extends InvestorLayoutProps {
  path?: string
  client?: QueryClient
}

/**
 * InvestorLayout at /investor, in the app's providers. Its index stands in for the overview
 * (the investor-overview feature's page, mounted by the app): a page with its one heading, so
 * the frame around it is what these tests see.
 */
export const renderShell = ({ path = '/investor', client, ...props }: RenderShellOptions = {}) =>
  renderRoutes({
    at: path,
    routes: [
      {
        path: '/investor',
        element: <InvestorLayout {...props} />,
        children: [
          {
            index: true,
            element: (
              <>
                <h1>Overview</h1>
                {probe}
              </>
            ),
          },
          { path: '*', element: probe },
        ],
      },
    ],
    client,
    elsewhere: probe,
  })

type HappyWindow = Window & { happyDOM: { setViewport: (size: { width: number }) => void } }

/** Resizes the test window; matchMedia follows, as in a browser. */
export const setViewportWidth = (width: number) =>
  act(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width }))
