// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { currentUserQuery } from '@/lib/session'
import { landedOn, renderAt, serverUser, signIn, setupMockHost } from '../test/session-test-host'

const host = setupMockHost()

async function logIn(
  view: Awaited<ReturnType<typeof renderAt>>,
  email: string,
  password = 'password',
) {
  await view.user.type(await screen.findByLabelText('Email'), email)
  await view.user.type(screen.getByLabelText('Password'), password)
  await view.user.click(screen.getByRole('button', { name: 'Log in' }))
}

const loginWith = (redirect: string) => `/login?${new URLSearchParams({ redirect })}`

describe('LoginPage', () => {
  it('logs in and goes to the requested page', async () => {
    const view = await renderAt(loginWith('/investor/portfolio/3'))
    await logIn(view, 'investor@example.com')
    expect(await screen.findByText(landedOn('/investor/portfolio/3'))).toBeInTheDocument()
    expect(view.router.state.historyAction).toBe('REPLACE')
    // SPEC §4 (the cache knew there was no session, so there was nothing to log out first).
    expect(host.requests.slice(host.requests.indexOf('GET /sanctum/csrf-cookie'))).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /login',
      'GET /api/user',
    ])
    expect(view.client.getQueryData(currentUserQuery.queryKey)).toMatchObject({
      email: 'investor@example.com',
    })
    expect((await serverUser())?.email).toBe('investor@example.com')
  })

  it.each(['//evil.com', 'https://evil.com', '/\\evil', '/%2F%2Fevil.com'])(
    'ignores the unsafe redirect %s and goes to the landing page',
    async (redirect) => {
      const view = await renderAt(loginWith(redirect))
      await logIn(view, 'investor@example.com')
      expect(await screen.findByText(landedOn('/investor'))).toBeInTheDocument()
    },
  )

  it('sends an investor asking for an admin page to /investor', async () => {
    const view = await renderAt(loginWith('/admin/investors'))
    await logIn(view, 'investor@example.com')
    expect(await screen.findByText(landedOn('/investor'))).toBeInTheDocument()
  })

  it("sends staff without a redirect to their role's landing page", async () => {
    const view = await renderAt('/login')
    await logIn(view, 'entrepreneur@example.com')
    expect(await screen.findByText(landedOn('/admin/investments/deals'))).toBeInTheDocument()
  })

  it('shows the credentials error under Email and keeps what was typed', async () => {
    const view = await renderAt('/login')
    await logIn(view, 'investor@example.com', 'not-the-password')
    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription('These credentials do not match our records.')
    expect(email).toHaveValue('investor@example.com')
    expect(screen.getByLabelText('Password')).toHaveValue('not-the-password')
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(await serverUser()).toBeNull()
  })

  it('shows the throttle message after too many attempts', async () => {
    for (let i = 0; i < 5; i++) {
      await http
        .post('/login', { email: 'support@example.com', password: 'wrong' })
        .catch(() => undefined)
    }
    const view = await renderAt('/login')
    await logIn(view, 'support@example.com')
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        /Too many login attempts\. Please try again in \d+ seconds\./,
      ),
    )
  })

  it('explains a network failure and keeps the form filled in', async () => {
    host.use(mock.post('*/login', () => HttpResponse.error()))
    const view = await renderAt('/login')
    await logIn(view, 'investor@example.com')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Please check your internet connection and try again.',
    )
    expect(screen.getByLabelText('Email')).toHaveValue('investor@example.com')
    expect(screen.getByLabelText('Password')).toHaveValue('password')
  })

  it('sends a visitor who is already logged in straight to their destination', async () => {
    await signIn('investor@example.com')
    await renderAt(loginWith('/investor/news'))
    expect(await screen.findByText(landedOn('/investor/news'))).toBeInTheDocument()
  })

  it('keeps the form usable while the session check is pending, and logs out first', async () => {
    // The first current-user check never answers; later ones reach the mock host.
    host.use(mock.get('*/api/user', () => new Promise<never>(() => {}), { once: true }))
    const view = await renderAt('/login')
    await logIn(view, 'investor@example.com')
    expect(await screen.findByText(landedOn('/investor'))).toBeInTheDocument()
    // SPEC §4: with the session unknown, any existing session is logged out before logging in.
    expect(host.requests.slice(host.requests.indexOf('GET /sanctum/csrf-cookie'))).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /logout',
      'POST /login',
      'GET /api/user',
    ])
  })

  it('shows and hides the password with a named toggle', async () => {
    const view = await renderAt('/login')
    const password = await screen.findByLabelText('Password')
    await view.user.type(password, 'secret')
    expect(password).toHaveAttribute('type', 'password')
    await view.user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await view.user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
    expect(password).toHaveValue('secret')
  })

  it('links to the password reset and to registration, keeping the redirect', async () => {
    await renderAt(loginWith('/investor/news'))
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/register?redirect=${encodeURIComponent('/investor/news')}`,
    )
  })

  it('shows a message handed over by the previous page and fills in the email', async () => {
    await renderAt('/login', {
      state: { notice: 'Your password has been reset.', email: 'a@b.co' },
    })
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.')
    expect(screen.getByLabelText('Email')).toHaveValue('a@b.co')
  })
})
