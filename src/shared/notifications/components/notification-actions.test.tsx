// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { delay, http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockHostFor, openPanel } from './test/notifications-harness'
import { mockHostKit } from './test/mock-host-kit'

const kit = mockHostKit

const { ctx, send, fault } = mockHostFor('investor@example.com', kit)
const bell = () => screen.getByRole('button', { name: /^Notifications/ })

const open = () => openPanel('user', ctx.userId)

describe('NotificationsPanel actions', () => {
  it('marks an unread one read on click: the count drops at once', async () => {
    await send({ message: 'First' })
    const target = await send({ message: 'Second' })
    // The server is slow, so the drop seen meanwhile is the optimistic one.
    await fault({ path: `/api/notifications/user/mark-read/${target.id}`, delay_ms: 400 })
    const { panel, user } = await open()
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'))

    await user.click(await panel.findByRole('button', { name: /^Unread: Second/ }))
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread')
    expect(panel.getByText('1 unread')).toBeInTheDocument()
    expect(panel.queryByRole('button', { name: /Second/ })).toBeNull()
    expect(panel.getByText('Second').closest('li')).toHaveFocus()
    expect(ctx.requests).toContain(`POST /api/notifications/user/mark-read/${target.id}`)
  })

  it('gets the count right when an item is clicked before the count has loaded', async () => {
    await send({ message: 'First' })
    await send({ message: 'Second' })
    await fault({ path: '/api/notifications/user/unread', delay_ms: 500, times: 1 })
    const { panel, user } = await open()
    await user.click(await panel.findByRole('button', { name: /^Unread: Second/ }))
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'))
  })

  it('follows an in-app cta: marks it read, navigates and closes the panel', async () => {
    const sent = await send({ message: 'New report', cta: '/investor/news/reports/7' })
    const { panel, user } = await open()
    await user.click(await panel.findByRole('link', { name: /^Unread: New report/ }))
    expect(screen.getByTestId('location')).toHaveTextContent('/investor/news/reports/7')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(bell()).toHaveFocus()
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'))
    expect(ctx.requests).toContain(`POST /api/notifications/user/mark-read/${sent.id}`)
  })

  it('opens an external cta in a new tab, and ignores any other cta', async () => {
    await send({ message: 'Elsewhere', cta: 'https://example.com/letter.pdf' })
    await send({ message: 'Sneaky', cta: 'javascript:alert(1)' })
    const { panel } = await open()
    const external = await panel.findByRole('link', { name: /Elsewhere/ })
    expect(external).toHaveAttribute('href', 'https://example.com/letter.pdf')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(external).toHaveAccessibleName(/opens in a new tab/)
    expect(panel.getByRole('button', { name: /Sneaky/ })).not.toHaveAttribute('href')
    expect(panel.getAllByRole('link')).toHaveLength(1)
  })

  it('ignores a failed mark-read silently and keeps going', async () => {
    await send({ message: 'Will fail' })
    await send({ message: 'Later one' })
    // Slow to fail, so what shows meanwhile is the optimistic drop.
    ctx.server.use(
      mswHttp.post(
        '*/api/notifications/user/mark-read/:id',
        async () => {
          await delay(300)
          return HttpResponse.json({ message: 'Server Error' }, { status: 500 })
        },
        { once: true },
      ),
    )
    const { panel, user } = await open()
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'))
    await user.click(await panel.findByRole('button', { name: /^Unread: Will fail/ }))
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread')
    await waitFor(() =>
      expect(ctx.requests.filter((r) => r.startsWith('POST /api/notifications'))).toHaveLength(1),
    )
    // The refetch after the failure brings back the server's truth; no message anywhere.
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(panel.getByText('Will fail')).toBeInTheDocument()

    await user.click(panel.getByRole('button', { name: /^Unread: Later one/ }))
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'))
  })

  it('marks all as read: count 0, no unread marks, button disabled', async () => {
    for (const message of ['A', 'B', 'C']) await send({ message })
    const { dialog, panel, user } = await open()
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'))
    const button = panel.getByRole('button', { name: 'Mark all as Read' })
    expect(button).toBeEnabled()
    await user.click(button)
    expect(bell()).toHaveAccessibleName('Notifications')
    expect(screen.queryByTestId('notifications-badge')).toBeNull()
    expect(button).toBeDisabled()
    expect(dialog.querySelector('[data-unread-dot]')).toBeNull()
    expect(panel.queryByText(/^Unread/)).toBeNull()
    expect(panel.getByText('No unread notifications')).toBeInTheDocument()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(ctx.requests).toContain('POST /api/notifications/user/mark-read')
  })

  it('says so when marking all as read fails, and the count comes back', async () => {
    await send({ message: 'A' })
    await fault({ path: '/api/notifications/user/mark-read', status: 500, times: 1 })
    const { panel, user } = await open()
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'))
    await user.click(panel.getByRole('button', { name: 'Mark all as Read' }))
    expect(await panel.findByRole('alert')).toHaveTextContent('could not be marked as read')
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'))
  })
})
