import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { csrfCookie, http } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { createQueryClient } from '@/lib/query'
import { ThemeProvider } from '@/lib/theme'
import { ToastProvider } from '@/ui'
import { notificationKeys } from '../../api/keys'
import type { NotificationScope } from '../../api/types'
import { RealtimeProvider } from '../../realtime/realtime-provider'
import { NotificationsBell } from '../notifications-bell'

type Handlers = Parameters<typeof setupServer>

/** What a notification needs to be sent (mocks/host/notify's NotificationData). */
export type SentData = {
  message: string
  cta?: string | null
  icon?: string | null
}

/**
 * The mock host's pieces the harness uses. Test files pass them in: they may import mocks/,
 * but this helper is not a *.test file, so src/architecture.test.ts holds it to src's rule.
 */
export interface MockHostKit<Api, Sent> {
  create: () => Promise<Api & { handlers: Handlers }>
  userId: (api: Api, email: string) => number
  /** Delete every notification of the user. */
  clear: (api: Api, userId: number) => void
  /** `$user->notify()`: stored and pushed over the user's private channel. */
  notify: (api: Api, userId: number, data: SentData) => Promise<Sent>
}

/**
 * The bell against the whole mock host (the browser's router, msw in Node, the Pusher hub
 * over msw's WebSocket link), logged in through the app's own axios instance. Registers the
 * file's hooks: one login per file, and before each test the user's notifications, msw
 * overrides and mock faults are cleared.
 */
export function mockHostFor<Api, Sent>(email: string, kit: MockHostKit<Api, Sent>) {
  const ctx = {
    api: undefined as unknown as Api,
    server: undefined as unknown as ReturnType<typeof setupServer>,
    userId: 0,
    /** "METHOD /path" of every request since the test began. */
    requests: [] as string[],
  }

  beforeAll(async () => {
    const api = await kit.create()
    ctx.api = api
    ctx.server = setupServer(...api.handlers)
    ctx.server.listen({ onUnhandledRequest: 'error' })
    ctx.server.events.on('request:start', ({ request }) => {
      ctx.requests.push(`${request.method} ${new URL(request.url).pathname}`)
    })
    setConfigForTests({ apiMode: 'mock', pusherKey: 'mock-key' })
    await csrfCookie(http)
    await http.post('/login', { email, password: 'password' })
    ctx.userId = kit.userId(api, email)
  })
  afterAll(() => {
    ctx.server.close()
    setConfigForTests(null)
  })
  beforeEach(async () => {
    ctx.server.resetHandlers()
    kit.clear(ctx.api, ctx.userId)
    await http.delete('/__mock/faults')
    ctx.requests.length = 0
  })

  return {
    ctx,
    send: (data: SentData) => kit.notify(ctx.api, ctx.userId, data),
    /** Make matching requests fail or hang (POST /__mock/faults). */
    fault: (body: { path: string; status?: number; delay_ms?: number; times?: number }) =>
      http.post('/__mock/faults', body),
    channel: () => `private-App.Models.User.${ctx.userId}`,
    /**
     * Resolves once the re-read the channel's join makes has answered (the first read and that
     * one), so a test can count requests from a quiet start.
     */
    async joinReread(client: QueryClient, scope: NotificationScope) {
      const reads = () =>
        ctx.requests.filter((r) => r === `GET /api/notifications/${scope}/unread`).length
      await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(2))
      await waitFor(() => expect(client.isFetching()).toBe(0))
    },
  }
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

/** The bell as the app mounts it: under the portal's RealtimeProvider, in a page header. */
export function renderBell(scope: NotificationScope, userId: number) {
  const client = createQueryClient()
  const user = userEvent.setup({ delay: null })
  const view = render(
    <QueryClientProvider client={client}>
      <ThemeProvider withGlobalStyle={false}>
        <ToastProvider>
          <RealtimeProvider userId={userId}>
            <MemoryRouter initialEntries={[scope === 'admin' ? '/admin' : '/investor']}>
              <header>
                <NotificationsBell scope={scope} />
              </header>
              <main>
                <LocationProbe />
              </main>
            </MemoryRouter>
          </RealtimeProvider>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  )
  return { client, user, ...view }
}

/** Resolves once the unread count has been loaded (so "no badge" is not just "not yet"). */
export async function countLoaded(client: QueryClient, scope: NotificationScope) {
  await waitFor(() =>
    expect(client.getQueryState(notificationKeys.unread(scope))?.status).toBe('success'),
  )
}

/** Renders the bell, waits for it (it needs the session's user) and opens the panel. */
export async function openPanel(scope: NotificationScope, userId: number) {
  const view = renderBell(scope, userId)
  await view.user.click(await screen.findByRole('button', { name: /^Notifications/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
  return { ...view, dialog, panel: within(dialog) }
}
