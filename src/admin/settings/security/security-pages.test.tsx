// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost, renderPage } from '@/test/investor-page-host'
import { PasswordManagementPage } from './password-management-page'
import { UserDetailsPage } from './user-details-page'

const host = investorPageHost('manager@example.com')
// The manager's row by id (the details test changes their email).
const MANAGER_ID = 10
const me = () => host.api.host.db.table('users').find(MANAGER_ID)!

const PASSWORD = '/admin/settings/security/password-management'
const DETAILS = '/admin/settings/security/user-details'

describe('PasswordManagementPage', () => {
  it('shows Laravel’s 422s on their fields, keeps what was typed, and clears only on success', async () => {
    await renderPage({
      at: PASSWORD,
      routes: [{ path: PASSWORD, element: <PasswordManagementPage /> }],
    })
    const form = await screen.findByRole('form', { name: 'Change your password' })
    const current = within(form).getByLabelText(/^Current password/)
    const next = within(form).getByLabelText(/^New password/)
    const confirm = within(form).getByLabelText(/^Confirm new password/)
    await userEvent.type(current, 'wrong-one')
    await userEvent.type(next, 'brand-new-pass')
    await userEvent.type(confirm, 'different-pass')
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(
      (await within(form).findAllByText('The password field confirmation does not match.')).length,
    ).toBeGreaterThan(0)
    expect((next as HTMLInputElement).value).toBe('brand-new-pass')

    await userEvent.clear(confirm)
    await userEvent.type(confirm, 'brand-new-pass')
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    expect((await within(form).findAllByText('The password is incorrect.')).length).toBeGreaterThan(
      0,
    )

    await userEvent.clear(current)
    await userEvent.type(current, 'password')
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy()
    expect((current as HTMLInputElement).value).toBe('')
    expect((next as HTMLInputElement).value).toBe('')
    expect(me().password).toBe('brand-new-pass')
  })
})

describe('UserDetailsPage', () => {
  it('saves name, email and a new picture; a taken email shows on its field', async () => {
    await renderPage({ at: DETAILS, routes: [{ path: DETAILS, element: <UserDetailsPage /> }] })
    const form = await screen.findByRole('form', { name: 'Your details' })
    const email = within(form).getByLabelText(/^Email/)
    expect((email as HTMLInputElement).value).toBe('manager@example.com')
    await userEvent.clear(email)
    await userEvent.type(email, 'superadmin@example.com')
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }))
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))

    await userEvent.clear(email)
    await userEvent.type(email, 'dan@example.com')
    const name = within(form).getByLabelText(/^First name/)
    await userEvent.clear(name)
    await userEvent.type(name, 'Danny')
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', {
      type: 'image/png',
    })
    await userEvent.upload(within(form).getByLabelText(/^Picture/), png)
    expect(within(form).getByRole('button', { name: 'Remove picture' })).toBeTruthy()
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }))
    expect(await screen.findByText('Your details have been saved.')).toBeTruthy()
    expect(me()).toMatchObject({ name: 'Danny', email: 'dan@example.com' })
    expect(String(me().avatar)).toMatch(/^data:image\/png;base64,/)

    // Removing shows the initials at once and says what saving will do (happy-dom's multipart
    // parser drops the empty `avatar` part, so the host side is covered by the mock's test).
    await userEvent.click(within(form).getByRole('button', { name: 'Remove picture' }))
    expect(within(form).getByText('Your picture will be removed when you save.')).toBeTruthy()
    expect(within(form).queryByRole('button', { name: 'Remove picture' })).toBeNull()
  })
})
