// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { axeFindings } from '@/test/axe'
import { countLoaded, mockHostFor, renderBell } from './test/notifications-harness'
import { mockHostKit } from './test/mock-host-kit'

const kit = mockHostKit

const { ctx, send, channel, fault, joinReread } = mockHostFor('investor@example.com', kit)
const bell = () => screen.getByRole('button', { name: /^Notifications/ })
/** The bell appears once the session's user has loaded. */
const findBell = () => screen.findByRole('button', { name: /^Notifications/ })
const badge = () => screen.queryByTestId('notifications-badge')
const notificationGets = () => ctx.requests.filter((r) => r.startsWith('GET /api/notifications'))

describe('NotificationsBell', () => {
  it('names the unread count and shows it on the badge', async () => {
    for (const message of ['One', 'Two', 'Three']) await send({ message })
    renderBell('user', ctx.userId)
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'))
    expect(badge()).toHaveTextContent(/^3$/)
    expect(bell()).toHaveAttribute('aria-expanded', 'false')
  })

  it('caps the badge at 99+ for 120 unread', async () => {
    for (let i = 0; i < 120; i++) await send({ message: `Report ${i}` })
    renderBell('user', ctx.userId)
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 99+ unread'))
    expect(badge()).toHaveTextContent(/^99\+$/)
  })

  it('shows no badge and no count when nothing is unread', async () => {
    const { client } = renderBell('user', ctx.userId)
    await countLoaded(client, 'user')
    expect(bell()).toHaveAccessibleName('Notifications')
    expect(badge()).toBeNull()
  })

  it('raises the badge when a notification arrives live, without refetching', async () => {
    await send({ message: 'Existing' })
    const { client } = renderBell('user', ctx.userId)
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'))
    await waitFor(() => expect(ctx.api.hub.subscriberCount(channel())).toBe(1))
    await joinReread(client, 'user')
    ctx.requests.length = 0

    await send({ message: 'A new report is out', icon: 'update_reports' })
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'))
    expect(badge()).toHaveTextContent(/^2$/)
    expect(notificationGets()).toEqual([])
  })

  it('counts a notification sent while the channel was joining: badge and panel agree', async () => {
    await send({ message: 'Existing' })
    // The channel's auth is slow, so the join ends well after the badge's first read.
    await fault({ path: '/api/broadcasting/auth', delay_ms: 1000, times: 1 })
    const { user } = renderBell('user', ctx.userId)
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'))
    expect(ctx.api.hub.subscriberCount(channel())).toBe(0)
    await send({ message: 'Sent while joining' })
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'))

    await waitFor(() => expect(ctx.api.hub.subscriberCount(channel())).toBe(1))
    await send({ message: 'Sent once joined' })
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'))
    await user.click(bell())
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    await within(dialog).findByText('Sent while joining')
    expect(within(dialog).getAllByText(/^Unread:/)).toHaveLength(3)
    expect(within(dialog).getByText('3 unread')).toBeInTheDocument()
    expect(badge()).toHaveTextContent(/^3$/)
  })

  it('puts a live notification on top of the open panel', async () => {
    await send({ message: 'Existing' })
    const { user } = renderBell('user', ctx.userId)
    await waitFor(() => expect(ctx.api.hub.subscriberCount(channel())).toBe(1))
    await user.click(bell())
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    await within(dialog).findByText('Existing')

    await send({ message: 'Just arrived' })
    await waitFor(() =>
      expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Just arrived'),
    )
    expect(within(dialog).getByText('2 unread')).toBeInTheDocument()
  })

  it('opens the panel as a dialog that holds focus, and Escape gives it back', async () => {
    await send({ message: 'Hello', cta: '/investor/news' })
    const { user } = renderBell('user', ctx.userId)
    await user.click(await findBell())
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(bell()).toHaveAttribute('aria-expanded', 'true')
    expect(bell()).toHaveAttribute('aria-controls', dialog.id)
    expect(within(dialog).getByRole('button', { name: 'Close notifications' })).toHaveFocus()

    // Tab goes round inside the dialog, never out to the page.
    await within(dialog).findByRole('link', { name: /Hello/ })
    for (let i = 0; i < 6; i++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(bell()).toHaveFocus()
    expect(bell()).toHaveAttribute('aria-expanded', 'false')
    expect(bell()).not.toHaveAttribute('aria-controls')
  })

  it('closes with the close button and with a click on the backdrop', async () => {
    const { user } = renderBell('user', ctx.userId)
    await user.click(await findBell())
    await user.click(await screen.findByRole('button', { name: 'Close notifications' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(bell()).toHaveFocus()

    await user.click(bell())
    await screen.findByRole('dialog', { name: 'Notifications' })
    await user.click(screen.getByTestId('notifications-backdrop'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(bell()).toHaveFocus()
  })

  it('passes axe, closed with a badge and open with every kind of item', async () => {
    await send({ message: 'In the app', cta: '/investor/news', icon: 'update_reports' })
    await send({ message: 'Elsewhere', cta: 'https://example.com/letter.pdf' })
    await send({ message: 'Just so you know' })
    const { user } = renderBell('user', ctx.userId)
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'))
    expect(await axeFindings()).toEqual([])

    await user.click(bell())
    await within(await screen.findByRole('dialog')).findByText('Just so you know')
    expect(await axeFindings()).toEqual([])
  })
})
