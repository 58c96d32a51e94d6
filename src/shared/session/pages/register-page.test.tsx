// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { currentUserQuery } from '@/lib/session'
import { landedOn, lastMail, renderAt, serverUser, setupMockHost } from '../test/session-test-host'

setupMockHost()

type View = Awaited<ReturnType<typeof renderAt>>

async function fill(view: View, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await view.user.type(await screen.findByLabelText(label), value)
  }
}

describe('RegisterPage', () => {
  it('puts the 422 errors on their fields and keeps what was typed', async () => {
    const view = await renderAt('/register')
    await fill(view, {
      'First name': 'Ada',
      Email: 'investor@example.com',
      Password: 'short',
      'Confirm password': 'different',
    })
    await view.user.click(screen.getByRole('button', { name: 'Create account' }))

    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription('The email has already been taken.')
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'The surname field is required.',
    )
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('First name')).toHaveValue('Ada')
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid')
    expect(email).toHaveValue('investor@example.com')
    expect(await serverUser()).toBeNull()
  })

  it('creates the account, logs the investor in and opens the investor portal', async () => {
    const view = await renderAt('/register')
    await fill(view, {
      'First name': 'Grace',
      'Last name': 'Hopper',
      Email: 'grace.hopper@example.com',
      Password: 'correct-horse',
      'Confirm password': 'correct-horse',
    })
    // The seeded tenant has its terms feature on: the host refuses an account without them.
    await view.user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(
      await screen.findAllByText('The terms field must be accepted.', {}, { timeout: 10_000 }),
    ).not.toHaveLength(0)
    await view.user.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }))
    await view.user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByText(landedOn('/investor'))).toBeInTheDocument()
    expect(view.client.getQueryData(currentUserQuery.queryKey)).toMatchObject({
      email: 'grace.hopper@example.com',
      email_verified_at: null,
    })
    expect((await serverUser())?.email).toBe('grace.hopper@example.com')
    expect((await lastMail('grace.hopper@example.com')).subject).toBe('Verify Email Address')
  })

  it('lets the investor read the terms they accept before ticking', async () => {
    const view = await renderAt('/register')
    const consent = await screen.findByRole('checkbox', { name: /accept the terms and conditions/ })
    expect(screen.queryByRole('region', { name: 'Terms and conditions' })).toBeNull()
    await view.user.click(screen.getByText('Read the terms and conditions'))
    const terms = await screen.findByRole('region', { name: 'Terms and conditions' })
    expect(terms).toHaveTextContent('These terms govern your use of the Northgate Ventures')
    expect(consent).not.toBeChecked()
  })

  it('links back to log in, keeping the redirect', async () => {
    await renderAt('/register?redirect=%2Finvestor%2Fnews')
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Finvestor%2Fnews',
    )
  })
})
