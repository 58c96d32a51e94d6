// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { mockHostFor, openPanel, renderBell } from './test/notifications-harness'
import { mockHostKit } from './test/mock-host-kit'

const kit = mockHostKit

const { ctx, send, fault, channel, joinReread } = mockHostFor('investor@example.com', kit)

const open = () => openPanel('user', ctx.userId)
const rows = (dialog: HTMLElement) => within(dialog).getAllByRole('listitem')
const iconOf = (row: HTMLElement) => row.querySelector('[data-icon]')?.getAttribute('data-icon')

describe('NotificationsPanel contents', () => {
  it('says it is loading, then that there are none', async () => {
    await fault({ path: '/api/notifications/user', delay_ms: 300, times: 1 })
    const { panel } = await open()
    expect(panel.getByText('Loading Notifications...')).toBeInTheDocument()
    expect(await panel.findByText('There are no Notifications.')).toBeInTheDocument()
    expect(panel.queryByText('Loading Notifications...')).toBeNull()
    expect(panel.getByRole('button', { name: 'Mark all as Read' })).toBeDisabled()
  })

  it('shows the icon for each type, and the info icon for anything else', async () => {
    const types = [
      'update_reports',
      'investment_opportunity_invested',
      'investment_opportunity_transition_existing',
      'investment_opportunity_invited',
      'something_else',
    ]
    for (const icon of types) await send({ message: `About ${icon}`, icon })
    await send({ message: 'No icon at all' })
    const { dialog, panel } = await open()
    await panel.findByText('No icon at all')
    expect(rows(dialog).map(iconOf)).toEqual([
      'info',
      'info',
      'invitation',
      'existing-investment',
      'investment-made',
      'update-report',
    ])
    expect(
      within(panel.getByRole('region', { name: 'Notification list' })).getAllByRole('listitem'),
    ).toHaveLength(6)
  })

  it('shows message and relative time, and marks unread ones', async () => {
    const realNow = ctx.api.host.now
    ctx.api.host.now = () => new Date(Date.now() - 5 * 60_000)
    const older = await send({ message: 'Your report is ready', cta: '/investor/news' })
    ctx.api.host.now = realNow
    await http.post(`/api/notifications/user/mark-read/${older.id}`)
    const fresh = await send({
      message: 'You were invited',
      icon: 'investment_opportunity_invited',
    })

    const { dialog, panel } = await open()
    const [first, second] = await waitFor(() => {
      const list = rows(dialog)
      expect(list).toHaveLength(2)
      return list
    })
    expect(first).toHaveTextContent('You were invited')
    expect(within(first).getByRole('button')).toHaveAccessibleName(/^Unread: You were invited/)
    expect(first.querySelector('time')).toHaveAttribute('datetime', fresh.created_at)
    expect(first.querySelector('time')).toHaveTextContent('Just now')
    expect(first.querySelector('[data-unread-dot]')).not.toBeNull()

    const link = within(second).getByRole('link', { name: /Your report is ready/ })
    expect(link).not.toHaveAccessibleName(/Unread/)
    expect(second.querySelector('time')).toHaveTextContent('5 mins ago')
    expect(second.querySelector('[data-unread-dot]')).toBeNull()
    expect(panel.getByText('1 unread')).toBeInTheDocument()
  })

  it('offers a retry when the list cannot be loaded', async () => {
    await send({ message: 'Back again' })
    // Once the channel is joined and its re-read is done, so the one failing answer is the
    // panel's own list request (a re-read after it would otherwise load the list again).
    const { client, user } = renderBell('user', ctx.userId)
    await waitFor(() => expect(ctx.api.hub.subscriberCount(channel())).toBe(1))
    await joinReread(client, 'user')
    await fault({ path: '/api/notifications/user', status: 500, times: 1 })
    await user.click(screen.getByRole('button', { name: /^Notifications/ }))
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }))
    const alert = await panel.findByRole('alert')
    expect(alert).toHaveTextContent('Notifications could not be loaded')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await panel.findByText('Back again')).toBeInTheDocument()
    expect(panel.queryByRole('alert')).toBeNull()
  })
})
