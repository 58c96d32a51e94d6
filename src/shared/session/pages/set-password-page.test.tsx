// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { SET_PASSWORD_PATH } from '../paths'
import {
  landedOn,
  lastMail,
  renderAt,
  serverUser,
  setupMockHost,
  signIn,
  signOut,
} from '../test/session-test-host'

setupMockHost()

const EMAIL = 'nadia@example.com'

/** Superadmin invites a staff member (the mailed link), then the browser is signed out. */
async function invitationLink() {
  await signIn('superadmin@example.com')
  await http.post('/api/users/invite', {
    name: 'Nadia',
    surname: 'Stone',
    email: EMAIL,
    role_id: 10,
  })
  await signOut()
  return (await lastMail(EMAIL)).link
}

describe('SetPasswordPage', () => {
  it('is mounted where the invitation link points', () => {
    expect(SET_PASSWORD_PATH).toBe('/set-password/:token')
  })

  it('sets the password from the link, then signs the new admin in and lands them', async () => {
    const link = await invitationLink()
    const view = await renderAt(link)
    expect(await screen.findByLabelText('Email')).toHaveValue(EMAIL)
    await view.user.type(screen.getByLabelText('Password'), 'new-password')
    await view.user.type(screen.getByLabelText('Confirm password'), 'other-password')
    await view.user.click(screen.getByRole('button', { name: 'Set password and sign in' }))
    const password = screen.getByLabelText('Password')
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'The password field confirmation does not match.',
      ),
    )
    const confirm = screen.getByLabelText('Confirm password')
    await view.user.clear(confirm)
    await view.user.type(confirm, 'new-password')
    await view.user.click(screen.getByRole('button', { name: 'Set password and sign in' }))
    // An Investment_Manager lands on the first admin page their role opens.
    expect(
      await screen.findByText(landedOn('/admin/investments/opportunities')),
    ).toBeInTheDocument()
    expect((await serverUser())?.email).toBe(EMAIL)
  })

  it('says when the link is no longer valid, on the email field', async () => {
    const view = await renderAt(`/set-password/not-a-token?email=${encodeURIComponent(EMAIL)}`)
    await view.user.type(await screen.findByLabelText('Password'), 'new-password')
    await view.user.type(screen.getByLabelText('Confirm password'), 'new-password')
    await view.user.click(screen.getByRole('button', { name: 'Set password and sign in' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'This invitation link is invalid or has already been used.',
      ),
    )
  })
})
