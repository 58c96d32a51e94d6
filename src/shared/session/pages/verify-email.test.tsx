// @vitest-environment dom
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { VERIFY_EMAIL_LINK_PATH } from '../paths'
import {
  landedOn,
  lastMail,
  renderAt,
  serverUser,
  signIn,
  signOut,
  setupMockHost,
} from '../test/session-test-host'

const host = setupMockHost()
const UNVERIFIED = 'unverified@example.com'

// Tests here verify the seeded unverified investor; each starts with them unverified again.
beforeEach(async () => {
  const users = host.api.host.db.table<{ id: number; email: string }>('users')
  await users.update(users.first((u) => u.email === UNVERIFIED)!.id, { email_verified_at: null })
})

describe('VerifyEmailPage and VerifyEmailNotice', () => {
  it('explains where the link went and sends a fresh one', async () => {
    await signIn(UNVERIFIED)
    const view = await renderAt('/email/verify')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your email address' }),
    ).toBeInTheDocument()
    expect(await screen.findByText(UNVERIFIED)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/api/logout')

    await view.user.click(screen.getByRole('button', { name: 'Resend verification email' }))
    expect(
      await screen.findByText('A fresh verification link has been sent to your email address.'),
    ).toBeInTheDocument()
    expect(
      screen
        .getByText('A fresh verification link has been sent to your email address.')
        .closest('[role="status"]'),
    ).not.toBeNull()
    expect((await lastMail(UNVERIFIED)).subject).toBe('Verify Email Address')
  })

  it('says so when a new link could not be sent', async () => {
    await signIn(UNVERIFIED)
    await http.post('/__mock/faults', { path: '/email/resend', method: 'POST', status: 500 })
    const view = await renderAt('/email/verify')
    await view.user.click(await screen.findByRole('button', { name: 'Resend verification email' }))
    const message = await screen.findByText(
      'We could not send a new verification link. Please try again in a moment.',
    )
    expect(message.closest('[role="alert"]')).not.toBeNull()
  })

  it('sends a logged-out visitor to log in first', async () => {
    await renderAt('/email/verify')
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
  })

  it('sends a verified user on to their landing page', async () => {
    await signIn('investor@example.com')
    await renderAt('/email/verify')
    expect(await screen.findByText(landedOn('/investor'))).toBeInTheDocument()
  })
})

describe('VerifyEmailLinkPage', () => {
  async function freshLink() {
    await signIn(UNVERIFIED)
    const view = await renderAt('/email/verify')
    await view.user.click(await screen.findByRole('button', { name: 'Resend verification email' }))
    await screen.findByText('A fresh verification link has been sent to your email address.')
    view.unmount()
    return (await lastMail(UNVERIFIED)).link
  }

  it('is mounted where the emailed link points', async () => {
    const link = await freshLink()
    expect(link).toMatch(/^\/email\/verify\/\d+\/[0-9a-f]+$/)
    expect(VERIFY_EMAIL_LINK_PATH).toBe('/email/verify/:id/:hash')
  })

  it('completes the verification for the logged-in user', async () => {
    const link = await freshLink()
    await renderAt(link)
    expect(
      await screen.findByText('Thank you. Your email address has been verified.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue to your account' })).toHaveAttribute(
      'href',
      '/investor',
    )
    expect((await serverUser())?.email_verified_at).not.toBeNull()
  })

  it('asks a logged-out visitor to log in, then brings them back to finish', async () => {
    const link = await freshLink()
    await signOut()
    const view = await renderAt(link)
    expect(await screen.findByText('Please log in to verify your email address.')).toBeVisible()
    await view.user.click(await screen.findByRole('link', { name: 'Log in' }))
    expect(view.router.state.location.search).toBe(`?${new URLSearchParams({ redirect: link })}`)
    await view.user.type(await screen.findByLabelText('Email'), UNVERIFIED)
    await view.user.type(screen.getByLabelText('Password'), 'password')
    await view.user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(
      await screen.findByText('Thank you. Your email address has been verified.'),
    ).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe(link)
    expect((await serverUser())?.email_verified_at).not.toBeNull()
  })

  it('rejects a link that is not valid', async () => {
    await signIn(UNVERIFIED)
    await renderAt('/email/verify/1/not-the-hash')
    const message = await screen.findByText(/This verification link is not valid for your account/)
    expect(message.closest('[role="alert"]')).not.toBeNull()
    expect(
      screen.getByRole('link', { name: 'Request a new verification link' }),
    ).toBeInTheDocument()
  })
})
