// @vitest-environment dom
import { StrictMode, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockApi } from '@mocks/node'
import { seededMockApi } from '@mocks/testing/mock-api'
import { notificationsTable, notify } from '@mocks/host/notify'
import type { UserRow } from '@mocks/http/context'
import { csrfCookie, http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { createQueryClient } from '@/lib/query'
import { RealtimeProvider } from '../realtime/realtime-provider'
import { useLiveNotifications } from './use-live-notifications'
import { useNotifications } from './use-notifications'

/**
 * Real laravel-echo + pusher-js (web build) through msw's ws link to the mock's Pusher hub
 * (happy-dom supplies the WebSocket msw patches), channel auth through the app's axios
 * instance with the session cookie from a real login.
 */
let api: MockApi
let server: ReturnType<typeof setupServer>
let investor: UserRow
let client: QueryClient
const requests: string[] = []
const channel = () => `private-App.Models.User.${investor.id}`
const notificationGets = () => requests.filter((r) => r.startsWith('GET /api/notifications'))
const unreadGets = () => requests.filter((r) => r === 'GET /api/notifications/user/unread')
const authPosts = () => requests.filter((r) => r === 'POST /api/broadcasting/auth')
/** Channel auth answers only after `ms` (once): the join is still under way meanwhile. */
const slowAuth = (ms: number) =>
  http.post('/__mock/faults', { path: '/api/broadcasting/auth', delay_ms: ms, times: 1 })

beforeAll(async () => {
  api = await seededMockApi()
  server = setupServer(...api.handlers)
  server.listen({ onUnhandledRequest: 'error' })
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  setConfigForTests({ apiMode: 'mock', pusherKey: 'mock-key' })
  await csrfCookie(http)
  await http.post('/login', { email: 'investor@example.com', password: 'password' })
  investor = api.host.db.table<UserRow>('users').first((u) => u.email === 'investor@example.com')!
})
afterEach(async () => {
  vi.restoreAllMocks()
  await http.delete('/__mock/faults')
})
afterAll(() => {
  server.close()
  setConfigForTests(null)
})

beforeEach(async () => {
  const table = notificationsTable(api.host)
  for (const row of table.where((n) => n.notifiable_id === investor.id)) table.delete(row.id)
  await notify(api.host, investor.id, { message: 'Existing' })
  client = createQueryClient()
  requests.length = 0
})

/** The user the provider holds; rerender() re-runs the wrapper, which reads it again. */
let providerUser: number | null = null

/** The panel as the app wires it: StrictMode, the provider's one socket, list + live. */
function renderPanel() {
  providerUser = investor.id
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <QueryClientProvider client={client}>
        <RealtimeProvider userId={providerUser}>{children}</RealtimeProvider>
      </QueryClientProvider>
    </StrictMode>
  )
  return renderHook<ReturnType<typeof useNotifications>, { userId: number | null }>(
    ({ userId }) => {
      useLiveNotifications({ userId, scope: 'user' })
      return useNotifications('user')
    },
    { initialProps: { userId: providerUser }, wrapper },
  )
}

/** Resolves once the channel is joined and the re-read that follows the join has answered. */
async function joined() {
  await waitFor(() => expect(api.hub.subscriberCount(channel())).toBe(1))
  // The first read, then the one the join makes.
  await waitFor(() => expect(unreadGets().length).toBeGreaterThanOrEqual(2))
  await waitFor(() => expect(client.isFetching()).toBe(0))
}

async function connectedPanel() {
  const hook = renderPanel()
  await waitFor(() => expect(hook.result.current.unreadCount).toBe(1))
  await joined()
  // StrictMode mounts effects twice: still one socket, one subscription.
  expect(api.hub.connectionCount).toBe(1)
  requests.length = 0
  return hook
}

describe('useLiveNotifications over the mock Pusher hub', () => {
  it('puts a pushed notification on top and raises the count without a refetch', async () => {
    const { result } = await connectedPanel()
    const sent = await notify(api.host, investor.id, {
      message: 'A new report is out',
      cta: '/investor/news',
      icon: 'update_reports',
    })
    await waitFor(() => expect(result.current.unreadCount).toBe(2))
    expect(result.current.badge).toBe('2')
    expect(result.current.notifications.map((n) => n.data.message)).toEqual([
      'A new report is out',
      'Existing',
    ])
    expect(result.current.notifications[0]).toMatchObject({
      id: sent.id,
      read_at: null,
      data: { cta: '/investor/news', icon: 'update_reports' },
    })
    expect(notificationGets()).toEqual([])
  })

  it('marks the investments lists stale when a cash call or payment arrives, not on others', async () => {
    const { result } = await connectedPanel()
    const invalidated = vi.spyOn(client, 'invalidateQueries')
    await notify(api.host, investor.id, { message: 'A report', icon: 'update_reports' })
    await waitFor(() => expect(result.current.notifications[0].data.message).toBe('A report'))
    const keys = () => invalidated.mock.calls.map((c) => JSON.stringify(c[0]?.queryKey))
    expect(keys()).not.toContain('["investments"]')
    await notify(api.host, investor.id, {
      message: 'Cash call',
      icon: 'investment_opportunity_cash_call',
      investment_id: 1,
    })
    await waitFor(() => expect(keys()).toContain('["investments"]'))
    expect(keys()).toContain('["investment-opportunities"]')
  })

  it('takes POST /__mock/notify the same way', async () => {
    const { result } = await connectedPanel()
    await http.post('/__mock/notify', { email: 'investor@example.com', message: 'Via control' })
    await waitFor(() => expect(result.current.notifications[0].data.message).toBe('Via control'))
    expect(result.current.unreadCount).toBe(2)
    expect(notificationGets()).toEqual([])
  })

  it('refetches after a reconnect, so what was sent while down is not missed', async () => {
    const { result } = await connectedPanel()
    // Sent while the socket is down: stored, but the broadcast is lost.
    vi.spyOn(api.hub, 'publish').mockImplementationOnce(() => {})
    await notify(api.host, investor.id, { message: 'Missed' })
    api.hub.disconnectAll(4200)
    await waitFor(() => expect(result.current.notifications[0]?.data.message).toBe('Missed'), {
      timeout: 5000,
    })
    expect(result.current.unreadCount).toBe(2)
    expect(notificationGets()).toEqual(
      expect.arrayContaining(['GET /api/notifications/user', 'GET /api/notifications/user/unread']),
    )
    // And the channel is live again.
    await waitFor(() => expect(api.hub.subscriberCount(channel())).toBe(1))
    await notify(api.host, investor.id, { message: 'After' })
    await waitFor(() => expect(result.current.notifications[0].data.message).toBe('After'))
  })

  it('shows a notification sent between the first read and the join', async () => {
    await slowAuth(1000)
    const { result } = renderPanel()
    await waitFor(() => expect(result.current.unreadCount).toBe(1))
    await waitFor(() => expect(authPosts()).toHaveLength(1))
    // Read, not yet joined: the host stores it, but nobody is on the channel to be pushed to.
    expect(api.hub.subscriberCount(channel())).toBe(0)
    await notify(api.host, investor.id, { message: 'While joining' })

    await waitFor(() => expect(result.current.notifications[0]?.data.message).toBe('While joining'))
    expect(result.current.unreadCount).toBe(2)
    expect(result.current.badge).toBe('2')
    expect(api.hub.subscriberCount(channel())).toBe(1)

    // Live from here on, and the count stays in step with the list.
    requests.length = 0
    await notify(api.host, investor.id, { message: 'After the join' })
    await waitFor(() => expect(result.current.unreadCount).toBe(3))
    expect(result.current.notifications.filter((n) => n.read_at === null)).toHaveLength(3)
    expect(notificationGets()).toEqual([])
  })

  it('re-reads after the re-join that follows a reconnect, not before it', async () => {
    const { result } = await connectedPanel()
    await slowAuth(1500)
    api.hub.disconnectAll(4200)
    // Back on the socket and asking to re-join the channel, which takes its time.
    await waitFor(() => expect(authPosts()).toHaveLength(1), { timeout: 5000 })
    await waitFor(() => expect(client.isFetching()).toBe(0))
    expect(api.hub.subscriberCount(channel())).toBe(0)
    await notify(api.host, investor.id, { message: 'Before the re-join' })

    await waitFor(
      () => expect(result.current.notifications[0]?.data.message).toBe('Before the re-join'),
      { timeout: 5000 },
    )
    expect(result.current.unreadCount).toBe(2)
    expect(unreadGets().length).toBeGreaterThanOrEqual(1)
  })

  it('closes the socket on logout and on unmount', async () => {
    const hook = await connectedPanel()
    providerUser = null
    hook.rerender({ userId: null })
    await waitFor(() => expect(api.hub.connectionCount).toBe(0))

    providerUser = investor.id
    hook.rerender({ userId: investor.id })
    await waitFor(() => expect(api.hub.subscriberCount(channel())).toBe(1))
    hook.unmount()
    await waitFor(() => expect(api.hub.connectionCount).toBe(0))
  })

  it('opens its own socket when there is no RealtimeProvider', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const hook = renderHook(() => useLiveNotifications({ userId: investor.id, scope: 'user' }), {
      wrapper,
    })
    await waitFor(() => expect(api.hub.subscriberCount(channel())).toBe(1))
    hook.unmount()
    await waitFor(() => expect(api.hub.connectionCount).toBe(0))
  })
})
