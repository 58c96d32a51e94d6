import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach } from 'vitest'
import { render } from '@testing-library/react'
import { csrfCookie, http } from '@/lib/api'
import { logout } from '@/lib/session'
import { startMockHost } from './mock-host'
import { loadedClient, Providers } from './providers'
import { clearFaults, signIn } from './session-steps'

export { failNext } from './session-steps'

/**
 * The mock host for a test file; `signInAs` switches the staff member, so one file can check a
 * tab for several roles. `settings`: tenant settings (a flag's columns) each test starts with.
 */
export function startTabHost(settings?: Record<string, unknown>) {
  const host = startMockHost()
  const db = () => host.api.host.db
  beforeEach(async () => {
    // The next test signs in: the last one's reads must not put its session back (open-requests).
    await host.settled()
    if (settings) await db().table('branding').update(1, settings)
  })
  afterEach(() => clearFaults())
  return { api: () => host.api, db }
}

export async function signInAs(email: string) {
  await csrfCookie(http)
  await logout(http).catch(() => undefined)
  await signIn(email)
}

/**
 * A tab as the record page mounts it, with the app's providers; the session is loaded first,
 * so the role's actions are there on the first render.
 */
export async function renderTab(tab: ReactElement) {
  const client = await loadedClient({ settings: false })
  const view = render(
    <Providers client={client}>
      <MemoryRouter>
        <main>{tab}</main>
      </MemoryRouter>
    </Providers>,
  )
  return { ...view, client }
}
