import { beforeEach } from 'vitest'
import { http } from '@/lib/api'
import { login } from '@/lib/session'
import { startMockHost, type MockHost } from './mock-host'
import { renderRoutes, type RenderRoutesOptions } from './render-routes'
import { INVESTOR } from './session-steps'

export { INVESTOR, NEW_INVESTOR, mockSettings } from './session-steps'
export { loadedClient, Providers } from './providers'

export type InvestorPageHost = MockHost

/**
 * The mock host for one test file, reseeded (deterministic seed) before each test and `email`
 * logged in, so tests may change anything.
 */
export function investorPageHost(email: string | null = INVESTOR): InvestorPageHost {
  const host = startMockHost()
  beforeEach(async () => {
    await host.settled()
    await http.post('/__mock/reset', {})
    if (email) await logInAs(email)
  })
  return host
}

/** Starts a session for a demo account the way the login form does (logs out whoever was in). */
export async function logInAs(email: string) {
  await login(email, 'password', { client: http })
}

export type RenderPageOptions = Pick<RenderRoutesOptions, 'at' | 'routes' | 'client'>

/** Renders pages in the app's providers; any other path shows "Page at <path>". */
export const renderPage = (options: RenderPageOptions) => renderRoutes(options)
