import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach } from 'vitest'
import { render } from '@testing-library/react'
import { csrfCookie, http } from '@/lib/api'
import { logout } from '@/lib/session'
import { flagColumns } from '@/lib/settings/flag-names'
import { startMockHost } from '@/test/mock-host'
import { loadedClient, Providers } from '@/test/providers'
import { clearFaults, signIn } from '@/test/session-steps'

/** The mock host for a test file, with user screening on unless a test turns it off. */
export function startScreeningHost() {
  const host = startMockHost()
  const db = () => host.api.host.db
  beforeEach(async () => {
    await host.settled()
    await db()
      .table('branding')
      .update(1, flagColumns({ user_screening_enabled: 1 }))
  })
  afterEach(() => clearFaults())
  return { db }
}

export async function signInAs(email: string) {
  await csrfCookie(http)
  await logout(http).catch(() => undefined)
  await signIn(email)
}

/** The tab as the record page mounts it, with the session loaded first. */
export async function renderTab(tab: ReactElement) {
  const client = await loadedClient({ settings: false })
  return render(
    <Providers client={client}>
      <MemoryRouter>
        <main>{tab}</main>
      </MemoryRouter>
    </Providers>,
  )
}
