// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RESET_PASSWORD_PATH } from '../paths'
import { landedOn, lastMail, renderAt, serverUser, setupMockHost } from '../test/session-test-host'

setupMockHost()

const EMAIL = 'adviser@example.com'

describe('ForgotPasswordPage', () => {
  it("emails the reset link and shows the server's message", async () => {
    const view = await renderAt('/forgot-password')
    await view.user.type(await screen.findByLabelText('Email'), EMAIL)
    await view.user.click(screen.getByRole('button', { name: 'Email password reset link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have emailed your password reset link.',
    )
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL)
    expect((await lastMail(EMAIL)).subject).toBe('Reset Password Notification')
  })

  it('puts an unknown address error on the field', async () => {
    const view = await renderAt('/forgot-password')
    await view.user.type(await screen.findByLabelText('Email'), 'nobody@example.com')
    await view.user.click(screen.getByRole('button', { name: 'Email password reset link' }))
    const email = screen.getByLabelText('Email')
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription("We can't find a user with that email address."),
    )
    expect(email).toHaveValue('nobody@example.com')
  })
})

describe('ResetPasswordPage', () => {
  it('is mounted where the emailed link points', () => {
    expect(RESET_PASSWORD_PATH).toBe('/reset-password/:token')
  })

  it('resets the password with the emailed token, then logs in with the new one', async () => {
    const forgot = await renderAt('/forgot-password')
    await forgot.user.type(await screen.findByLabelText('Email'), EMAIL)
    await forgot.user.click(screen.getByRole('button', { name: 'Email password reset link' }))
    await screen.findByText('We have emailed your password reset link.')
    forgot.unmount()

    const { link } = await lastMail(EMAIL)
    expect(link).toMatch(/^\/reset-password\/[0-9a-f]+\?email=/)
    const view = await renderAt(link)
    expect(await screen.findByLabelText('Email')).toHaveValue(EMAIL)
    await view.user.type(screen.getByLabelText('New password'), 'a-new-password')
    await view.user.type(screen.getByLabelText('Confirm new password'), 'a-new-password')
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }))

    // On /login, with the confirmation and the address filled in.
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/login')
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset.')
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL)
    await view.user.type(screen.getByLabelText('Password'), 'a-new-password')
    await view.user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText(landedOn('/admin/investors'))).toBeInTheDocument()
    expect((await serverUser())?.email).toBe(EMAIL)
  })

  it('shows an invalid token on the email field and keeps what was typed', async () => {
    const view = await renderAt(`/reset-password/not-a-token?email=${encodeURIComponent(EMAIL)}`)
    await view.user.type(await screen.findByLabelText('New password'), 'another-password')
    await view.user.type(screen.getByLabelText('Confirm new password'), 'another-password')
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }))
    const email = screen.getByLabelText('Email')
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This password reset token is invalid.'),
    )
    expect(screen.getByLabelText('New password')).toHaveValue('another-password')
  })
})
