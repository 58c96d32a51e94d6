// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { notificationsTable, userChannel } from '@mocks/host/notify'
import type { UserRow } from '@mocks/http/context'
import { http } from '@/lib/api'
import { NO_FLAGS, flagsFrom } from '@/lib/flags'
import { ADMIN_HOME, INVESTOR_HOME, currentUserQuery, postLoginDestination } from '@/lib/session'
import { renderOpenPanel, signIn, signOut, startMockHost } from './test/harness'

const host = startMockHost()
const userByEmail = (email: string) =>
  host.api.host.db.table<UserRow>('users').first((u) => u.email === email)!

beforeEach(async () => {
  await signOut()
  host.requests.length = 0
})

const whoAmI = async () =>
  (
    await http.get<{ email: string } | ''>('/api/user', {
      skipUnauthorisedHandler: true,
      validateStatus: () => true,
    })
  ).data

describe('Mock controls panel', () => {
  it('opens from its button as a dialog, and Escape closes it and returns focus', async () => {
    const { user } = await renderOpenPanel()
    const trigger = screen.getByRole('button', { name: 'Mock controls' })
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(await screen.findByText('Not signed in')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Mock controls' })).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes with its Close button', async () => {
    const { user, panel } = await renderOpenPanel()
    await user.click(panel.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('lists every demo account', async () => {
    const { panel } = await renderOpenPanel()
    const options = panel.getAllByRole('option').map((o) => (o as HTMLOptionElement).value)
    for (const name of ['superadmin', 'investor', 'newinvestor', 'fundmanager', 'compliance'])
      expect(options).toContain(`${name}@example.com`)
  })

  it('switches to an investor: logs in as them and lands on the investor home', async () => {
    await signIn('superadmin@example.com')
    const { user, panel, router, client } = await renderOpenPanel('/admin/investors')
    expect(await panel.findByText(/Signed in as .*superadmin@example\.com/)).toBeInTheDocument()
    await user.selectOptions(panel.getByLabelText('Demo account'), 'investor@example.com')
    await user.click(panel.getByRole('button', { name: 'Switch' }))

    await waitFor(() => expect(router.state.location.pathname).toBe(INVESTOR_HOME))
    expect(await whoAmI()).toMatchObject({ email: 'investor@example.com' })
    expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({
      email: 'investor@example.com',
    })
    expect(host.requests).toEqual(
      expect.arrayContaining(['GET /sanctum/csrf-cookie', 'POST /logout', 'POST /login']),
    )
    expect(await screen.findByText('Signed in as investor@example.com.')).toBeInTheDocument()
    // The panel steps aside so the new user's page can be seen.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('switches to a staff account and lands where that role lands after login', async () => {
    const { user, panel, router, client } = await renderOpenPanel('/investor')
    await user.selectOptions(panel.getByLabelText('Demo account'), 'fundmanager@example.com')
    await user.click(panel.getByRole('button', { name: 'Switch' }))

    const fundManager = userByEmail('fundmanager@example.com')
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/investor'))
    const settings = client.getQueryData<Record<string, unknown>>(['settings', 1])
    const expected = postLoginDestination(
      fundManager,
      null,
      settings ? flagsFrom(settings) : NO_FLAGS,
    )
    expect(expected.startsWith(ADMIN_HOME)).toBe(true)
    expect(router.state.location.pathname).toBe(expected)
    expect(await whoAmI()).toMatchObject({ email: 'fundmanager@example.com' })
  })

  it('reports a failed switch and stays put', async () => {
    await http.post('/__mock/faults', { path: '/login', status: 500, times: 1 })
    const { user, panel, router } = await renderOpenPanel('/here')
    await user.click(panel.getByRole('button', { name: 'Switch' }))
    expect(await screen.findByText(/Could not sign in as superadmin@example\.com/)).toBeVisible()
    expect(router.state.location.pathname).toBe('/here')
    expect(screen.getByRole('dialog', { name: 'Mock controls' })).toBeInTheDocument()
  })

  it('pushes a notification to the signed-in user', async () => {
    await signIn('investor@example.com')
    const investor = userByEmail('investor@example.com')
    const table = notificationsTable(host.api.host)
    const before = table.where((n) => n.notifiable_id === investor.id).length
    const publish = vi.spyOn(host.api.hub, 'publish')
    const { user, panel } = await renderOpenPanel()
    await panel.findByText(/Signed in as/)

    await user.type(panel.getByLabelText(/^Message/), 'Hello from QA')
    await user.selectOptions(panel.getByLabelText('Type'), 'investment_opportunity_invited')
    await user.click(panel.getByRole('button', { name: 'Push notification' }))

    expect(await screen.findByText('Notification pushed.')).toBeInTheDocument()
    const mine = table.where((n) => n.notifiable_id === investor.id)
    expect(mine).toHaveLength(before + 1)
    expect(mine.at(-1)!.data).toEqual({
      message: 'Hello from QA',
      icon: 'investment_opportunity_invited',
      cta: null,
    })
    expect(publish).toHaveBeenCalledWith(
      userChannel(investor.id),
      expect.any(String),
      expect.objectContaining({ message: 'Hello from QA' }),
    )
    expect(panel.getByLabelText(/^Message/)).toHaveValue('')
    publish.mockRestore()
  })

  it('shows the host’s message when a notification is refused', async () => {
    await signIn('investor@example.com')
    const { user, panel } = await renderOpenPanel()
    await panel.findByText(/Signed in as/)
    await user.click(panel.getByRole('button', { name: 'Push notification' }))
    expect(await panel.findAllByText('The message field is required.')).not.toHaveLength(0)
  })

  it('asks to sign in before pushing a notification', async () => {
    const { panel } = await renderOpenPanel()
    expect(await panel.findByText('Sign in to push a notification to yourself.')).toBeVisible()
    expect(panel.queryByRole('button', { name: 'Push notification' })).not.toBeInTheDocument()
  })
})
