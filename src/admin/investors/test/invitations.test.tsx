// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { investorPageHost, logInAs } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'

const host = investorPageHost(null)

/** Invite on register on, then the Super_Admin signed in (the reset in beforeEach turned it off). */
async function staffWithInvitations() {
  await http.post('/__mock/settings', { invite_on_register: true, enableInviteOnRegister: true })
  await logInAs('superadmin@example.com')
}

describe('investor invitations (invite on register)', () => {
  it('lists the pending invitations and sends a new one whose link registers that email', async () => {
    await staffWithInvitations()
    const { router } = await renderApp('/admin/investors/invitations?filter[status]=pending')
    const pending = await screen.findByRole('link', { name: /Olivia Grant/ }, { timeout: 5000 })
    const row = pending.closest('tr')!
    expect(within(row).getByText('Pending')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('link', { name: 'Invite investor' }))
    await userEvent.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com')
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada Byron')
    await userEvent.click(screen.getByRole('button', { name: 'Create invitation' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Byron' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toMatch(/^\/admin\/investors\/invitations\/\d+/)
    const sent = host.api.host.db.table('invitations').first((i) => i.email === 'ada@example.com')!
    expect(
      screen.getByText(
        `${window.location.origin}/register?invitation=${String(sent.token)}&email=ada%40example.com`,
      ),
    ).toBeInTheDocument()
  })
})
