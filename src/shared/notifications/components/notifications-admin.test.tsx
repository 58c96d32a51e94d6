// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { countLoaded, mockHostFor, renderBell } from './test/notifications-harness'
import { mockHostKit } from './test/mock-host-kit'

const kit = mockHostKit

const { ctx, send, channel, joinReread } = mockHostFor('superadmin@example.com', kit)
const bell = () => screen.getByRole('button', { name: /^Notifications/ })
const notificationCalls = () => ctx.requests.filter((r) => r.includes('/api/notifications'))

describe("NotificationsBell scope='admin'", () => {
  it('uses the admin endpoints for the count, the list and both actions', async () => {
    const first = await send({ message: 'Deal moved to Live', cta: '/admin/investments/deals' })
    await send({ message: 'KPI report due', icon: 'update_reports' })
    const { user } = renderBell('admin', ctx.userId)
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'))

    await user.click(bell())
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    const panel = within(dialog)
    await user.click(await panel.findByRole('button', { name: /^Unread: KPI report due/ }))
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread')
    await user.click(panel.getByRole('button', { name: 'Mark all as Read' }))
    expect(bell()).toHaveAccessibleName('Notifications')

    await waitFor(() =>
      expect(notificationCalls()).toEqual(
        expect.arrayContaining([
          'GET /api/notifications/admin/unread',
          'GET /api/notifications/admin',
          expect.stringMatching(/^POST \/api\/notifications\/admin\/mark-read\/[0-9a-f-]{36}$/),
          'POST /api/notifications/admin/mark-read',
        ]),
      ),
    )
    expect(notificationCalls().filter((r) => r.includes('/user'))).toEqual([])
    expect(notificationCalls()).not.toContain(`POST /api/notifications/admin/mark-read/${first.id}`)
  })

  it('raises the badge live for staff too', async () => {
    const { client } = renderBell('admin', ctx.userId)
    await countLoaded(client, 'admin')
    expect(bell()).toHaveAccessibleName('Notifications')
    await waitFor(() => expect(ctx.api.hub.subscriberCount(channel())).toBe(1))
    await joinReread(client, 'admin')
    ctx.requests.length = 0
    await send({ message: 'New investor signed up' })
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'))
    expect(notificationCalls()).toEqual([])
  })
})
