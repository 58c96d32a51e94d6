// @vitest-environment dom
import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { MockApi } from '@mocks/node'
import { seededMockApi } from '@mocks/testing/mock-api'
import { notificationsTable, notify } from '@mocks/host/notify'
import type { UserRow } from '@mocks/http/context'
import { csrfCookie, http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { createQueryClient } from '@/lib/query'
import { useNotifications } from './use-notifications'

/**
 * The hooks against the whole mock host (same router as the browser), through the app's own
 * axios instance: happy-dom keeps XSRF-TOKEN in document.cookie and msw's jar the session.
 */
let api: MockApi
let server: ReturnType<typeof setupServer>
let investor: UserRow
let client: QueryClient
const requests: string[] = []

beforeAll(async () => {
  api = await seededMockApi()
  server = setupServer(...api.handlers)
  server.listen({ onUnhandledRequest: 'error' })
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  setConfigForTests({})
  await csrfCookie(http)
  await http.post('/login', { email: 'investor@example.com', password: 'password' })
  investor = api.host.db.table<UserRow>('users').first((u) => u.email === 'investor@example.com')!
})
afterAll(() => {
  server.close()
  setConfigForTests(null)
})

const ids: string[] = []
beforeEach(async () => {
  const table = notificationsTable(api.host)
  for (const row of table.where((n) => n.notifiable_id === investor.id)) table.delete(row.id)
  await http.delete('/__mock/faults')
  ids.length = 0
  for (const message of ['Oldest', 'Middle', 'Newest']) {
    ids.unshift((await notify(api.host, investor.id, { message, icon: 'update_reports' })).id)
  }
  client = createQueryClient()
  requests.length = 0
})

function render() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useNotifications('user'), { wrapper })
}

async function loaded() {
  const hook = render()
  await waitFor(() => expect(hook.result.current.isLoading).toBe(false))
  await waitFor(() => expect(hook.result.current.unreadCount).toBe(3))
  return hook
}

const unreadOnServer = async () =>
  (await http.get<{ data: unknown[] }>('/api/notifications/user/unread')).data.data.length
const fault = (body: object) => http.post('/__mock/faults', body)
const settled = () => waitFor(() => expect(client.isMutating()).toBe(0))

describe('useNotifications against the mock host', () => {
  it('loads the list newest first and the unread count', async () => {
    const { result } = await loaded()
    expect(result.current.notifications.map((n) => n.data.message)).toEqual([
      'Newest',
      'Middle',
      'Oldest',
    ])
    expect(result.current.badge).toBe('3')
    expect(result.current.isEmpty).toBe(false)
    expect(requests).toEqual(['GET /api/notifications/user', 'GET /api/notifications/user/unread'])
  })

  it('marks one read at once, and the change survives a refetch', async () => {
    const { result } = await loaded()
    // The server takes its time, so what shows meanwhile is the optimistic update.
    await fault({ path: `/api/notifications/user/mark-read/${ids[1]}`, delay_ms: 300, times: 1 })
    act(() => result.current.markRead(result.current.notifications[1]))
    await waitFor(() => expect(result.current.unreadCount).toBe(2))
    expect(result.current.notifications[1].read_at).not.toBeNull()
    expect(client.isMutating()).toBe(1)

    await settled()
    await act(() => client.refetchQueries())
    expect(result.current.unreadCount).toBe(2)
    expect(result.current.notifications[1].read_at).not.toBeNull()
    expect(await unreadOnServer()).toBe(2)
  })

  it('does not post for a notification already read', async () => {
    const { result } = await loaded()
    act(() => result.current.markRead(ids[0]))
    await settled()
    requests.length = 0
    act(() => result.current.markRead(ids[0]))
    await settled()
    expect(requests).toEqual([])
  })

  it('ignores a failed mark-read silently and puts the server state back', async () => {
    const { result } = await loaded()
    const path = `/api/notifications/user/mark-read/${ids[0]}`
    await fault({ path, status: 500, delay_ms: 200, times: 1 })
    requests.length = 0
    act(() => result.current.markRead(ids[0]))
    await waitFor(() => expect(result.current.unreadCount).toBe(2))
    await settled()
    // The refetch reconciles with the server, where it is still unread.
    await waitFor(() => expect(result.current.unreadCount).toBe(3))
    expect(result.current.notifications[0].read_at).toBeNull()
    expect(requests).toEqual(
      expect.arrayContaining([
        `POST /api/notifications/user/mark-read/${ids[0]}`,
        'GET /api/notifications/user/unread',
      ]),
    )
    expect(result.current.isError).toBe(false)
    const mutations = client.getMutationCache().getAll()
    expect(mutations.map((m) => m.state.status)).toEqual(['success'])
    expect(mutations[0].state.error).toBeNull()
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.state.error),
    ).toEqual([null, null])
  })

  it('marks all read: every item read and the count 0', async () => {
    const { result } = await loaded()
    act(() => result.current.markAllRead())
    await waitFor(() => expect(result.current.unreadCount).toBe(0))
    expect(result.current.badge).toBeNull()
    expect(result.current.notifications.every((n) => n.read_at !== null)).toBe(true)
    await settled()
    await act(() => client.refetchQueries())
    expect(result.current.unreadCount).toBe(0)
    expect(await unreadOnServer()).toBe(0)
  })

  it('puts the count back when mark all read fails, and reports it on the mutation', async () => {
    const { result } = await loaded()
    await fault({ path: '/api/notifications/user/mark-read', status: 500, times: 1 })
    act(() => result.current.markAllRead())
    await settled()
    await waitFor(() => expect(result.current.unreadCount).toBe(3))
    expect(result.current.markAllReadError).toBeTruthy()
  })
})
