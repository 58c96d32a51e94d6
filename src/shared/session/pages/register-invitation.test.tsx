// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { landedOn, renderAt, serverUser, setupMockHost } from '../test/session-test-host'

setupMockHost()

const inviteOnRegister = (on: boolean) =>
  http.post('/__mock/settings', { invite_on_register: on, enableInviteOnRegister: on })

afterEach(async () => {
  await inviteOnRegister(false)
})

const LINK = '/register?invitation=demo-invitation-pending&email=invited%40example.com'

describe('RegisterPage with invite on register', () => {
  it('explains, without a form, that registration is by invitation and how to ask', async () => {
    await inviteOnRegister(true)
    await renderAt('/register')
    expect(
      await screen.findByRole('heading', { name: 'Registration is by invitation' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/To ask for an invitation, contact Northgate Ventures/)).toBeVisible()
    expect(screen.queryByRole('form', { name: 'Create your account' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  })

  it('opens the form from an invitation link, the email filled in and locked', async () => {
    await inviteOnRegister(true)
    const view = await renderAt(LINK)
    const email = await screen.findByLabelText('Email')
    expect(email).toHaveValue('invited@example.com')
    expect(email).toHaveAttribute('readonly')
    expect(email).toHaveAccessibleDescription(
      'Your invitation was sent to this address, so it cannot be changed here.',
    )

    await view.user.type(screen.getByLabelText('First name'), 'Olivia')
    await view.user.type(screen.getByLabelText('Last name'), 'Grant')
    await view.user.type(screen.getByLabelText('Password'), 'correct-horse')
    await view.user.type(screen.getByLabelText('Confirm password'), 'correct-horse')
    const terms = screen.queryByRole('checkbox')
    if (terms) await view.user.click(terms)
    await view.user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByText(landedOn('/investor'))).toBeInTheDocument()
    expect(await serverUser()).toMatchObject({ email: 'invited@example.com' })
    expect((await serverUser())?.email_verified_at).not.toBeNull()
  })

  it('shows the host’s refusal of an expired invitation on the email', async () => {
    const view = await renderAt(
      '/register?invitation=demo-invitation-expired&email=lapsed%40example.com',
    )
    await view.user.type(await screen.findByLabelText('First name'), 'Oscar')
    await view.user.type(screen.getByLabelText('Last name'), 'Hale')
    await view.user.type(screen.getByLabelText('Password'), 'correct-horse')
    await view.user.type(screen.getByLabelText('Confirm password'), 'correct-horse')
    const terms = screen.queryByRole('checkbox')
    if (terms) await view.user.click(terms)
    await view.user.click(screen.getByRole('button', { name: 'Create account' }))
    const email = screen.getByLabelText('Email')
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('This invitation has expired. Ask us to send you a new one.'),
      ),
    )
    expect(await serverUser()).toBeNull()
  })
})
