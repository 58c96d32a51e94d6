// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { investorPageHost, logInAs, renderPage } from '@/test/investor-page-host'
import { AdminAccountsPage } from './admin-accounts-page'

const host = investorPageHost('superadmin@example.com')
const PATH = '/admin/settings/account/admin-accounts'

const render = () =>
  renderPage({ at: PATH, routes: [{ path: PATH, element: <AdminAccountsPage /> }] })

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Admin accounts' })
  const cell = await within(table).findByText(name)
  return cell.closest('tr') as HTMLElement
}

describe('AdminAccountsPage', () => {
  it('lists staff with role and status, never investors, and searches them', async () => {
    await render()
    const row = await rowOf('Daniel Reid')
    expect(within(row).getByText('Investment Manager')).toBeTruthy()
    expect(within(row).getByText('Active')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Admin accounts' })
    expect(within(table).queryByText('James Whitaker')).toBeNull()

    await userEvent.type(screen.getByRole('searchbox', { name: /search admin accounts/i }), 'Lang')
    await waitFor(() => expect(within(table).queryByText('Daniel Reid')).toBeNull(), {
      timeout: 3000,
    })
    expect(within(table).getByText('Victoria Lang')).toBeTruthy()
  })

  it('invites an admin: the host’s 422 shows on its field, then the invitation goes out', async () => {
    await render()
    await userEvent.click(await screen.findByRole('button', { name: 'Invite admin' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite an admin' })
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Nadia')
    await userEvent.type(within(dialog).getByLabelText(/Surname/), 'Stone')
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'investor@example.com')
    await userEvent.selectOptions(within(dialog).getByLabelText(/Role/), 'Fund Manager')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true'),
    )
    expect(within(dialog).getAllByText('The email has already been taken.').length).toBeGreaterThan(
      0,
    )

    const email = within(dialog).getByLabelText(/Email/)
    await userEvent.clear(email)
    await userEvent.type(email, 'nadia@example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('Invitation sent to nadia@example.com.')).toBeTruthy()
    const row = await rowOf('Nadia Stone')
    expect(within(row).getByText('Invited')).toBeTruthy()
    expect(within(row).getByText('Fund Manager')).toBeTruthy()
    const mail = await http.get<{ data: { link: string }[] }>('/__mock/mail?to=nadia@example.com')
    expect(mail.data.data[0].link).toMatch(/^\/set-password\//)
  })

  it('changes a role and deactivates after a confirmation naming the person', async () => {
    await render()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change role for Daniel Reid' }),
    )
    const roleDialog = await screen.findByRole('dialog', { name: 'Change Daniel Reid’s role' })
    await userEvent.selectOptions(within(roleDialog).getByLabelText(/Role/), 'Adviser')
    await userEvent.click(within(roleDialog).getByRole('button', { name: 'Save role' }))
    expect(await screen.findByText('Daniel Reid is now Adviser.')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Daniel Reid' }))
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Daniel Reid?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('Daniel Reid has been deactivated.')).toBeTruthy()
    const row = await rowOf('Daniel Reid')
    expect(await within(row).findByText('Deactivated')).toBeTruthy()
    expect(within(row).getByRole('button', { name: 'Reactivate Daniel Reid' })).toBeTruthy()
    expect(
      host.api.host.db.table('users').first((u) => u.email === 'manager@example.com')!
        .deactivated_at,
    ).toBeTruthy()
  })

  it('offers no action on your own account nor the last active Super_Admin, and says why', async () => {
    await render()
    const me = await rowOf('Alex Morgan')
    expect(within(me).queryByRole('button')).toBeNull()
    expect(within(me).getByText('This is your own account.')).toBeTruthy()
  })

  it('hides inviting and managing from a role without the user resource’s writes', async () => {
    await logInAs('committee@example.com')
    await render()
    await rowOf('Daniel Reid')
    expect(screen.queryByRole('button', { name: 'Invite admin' })).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull()
  })
})
