// @vitest-environment dom
import type { ReactNode } from 'react'
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { MockApi } from '@mocks/node'
import { seededMockApi } from '@mocks/testing/mock-api'
import { RealtimeProvider } from '@/shared/notifications'
import { csrfCookie, http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { createQueryClient } from '@/lib/query'
import { SETTINGS_CHANNEL, SETTINGS_UPDATED } from '@/lib/realtime/settings-channel'
import { settingsQuery } from '@/lib/tenant'
import { useLiveSettings } from './use-live-settings'

/**
 * Real laravel-echo + pusher-js through msw's ws link to the mock's Pusher hub: a signed-in
 * investor's settings follow a change made elsewhere, with no reload.
 */
let api: MockApi
let server: ReturnType<typeof setupServer>
let client: QueryClient

beforeAll(async () => {
  api = await seededMockApi()
  server = setupServer(...api.handlers)
  server.listen({ onUnhandledRequest: 'error' })
  setConfigForTests({ apiMode: 'mock', pusherKey: 'mock-key' })
  await csrfCookie(http)
  await http.post('/login', { email: 'investor@example.com', password: 'password' })
  client = createQueryClient()
})
afterAll(() => {
  server.close()
  setConfigForTests(null)
})

it('re-reads the settings when the host broadcasts SettingsUpdated', async () => {
  const investor = api.host.db
    .table<{ id: number; email: string }>('users')
    .first((u) => u.email === 'investor@example.com')!
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <RealtimeProvider userId={investor.id}>{children}</RealtimeProvider>
    </QueryClientProvider>
  )
  const { result } = renderHook(
    () => {
      useLiveSettings()
      return useQuery(settingsQuery).data
    },
    { wrapper },
  )
  await waitFor(() => expect(result.current?.page_title).toBeTruthy())
  await waitFor(() => expect(api.hub.subscriberCount(SETTINGS_CHANNEL)).toBe(1))

  // What the settings handler does after a write by staff in another browser.
  await api.host.db.table('branding').update(1, { page_title: 'Renamed portal' })
  api.host.realtime.publish(SETTINGS_CHANNEL, SETTINGS_UPDATED, { id: 1 })

  await waitFor(() => expect(result.current?.page_title).toBe('Renamed portal'))
})
