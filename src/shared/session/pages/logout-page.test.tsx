// @vitest-environment dom
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { http, setUnauthorisedHandler } from '@/lib/api'
import { createQueryClient } from '@/lib/query'
import { currentUserQuery } from '@/lib/session'
import { renderAt, serverUser, signIn, setupMockHost } from '../test/session-test-host'

const host = setupMockHost()
afterEach(() => setUnauthorisedHandler(null))

const logoutCalls = () => host.requests.filter((r) => r === 'POST /logout').length
const onLoginPage = () => screen.findByRole('heading', { level: 1, name: 'Log in' })

/** A client holding what a logged-in user's session had cached. */
async function clientWithSession() {
  const client = createQueryClient()
  await client.prefetchQuery(currentUserQuery)
  client.setQueryData(['notifications', 'user', 'list'], ['cached for the old user'])
  return client
}

describe('LogoutPage', () => {
  it('signs out, forgets the cached user and lands on /login', async () => {
    await signIn('investor@example.com')
    const client = await clientWithSession()
    expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({
      email: 'investor@example.com',
    })
    const view = await renderAt('/api/logout', { client })
    expect(screen.getByRole('status')).toHaveTextContent('Signing you out…')

    await onLoginPage()
    expect(view.router.state.location.pathname).toBe('/login')
    expect(view.router.state.historyAction).toBe('REPLACE')
    expect(screen.getByText('You have been signed out.')).toBeInTheDocument()
    expect(client.getQueryData(currentUserQuery.queryKey)).toBeNull()
    expect(client.getQueryData(['notifications', 'user', 'list'])).toBeUndefined()
    expect(await serverUser()).toBeNull()
  })

  it('signs out once under StrictMode', async () => {
    await signIn('investor@example.com')
    await renderAt('/api/logout', { strict: true })
    await onLoginPage()
    expect(logoutCalls()).toBe(1)
    expect(await serverUser()).toBeNull()
  })

  it('treats a session that is already gone (401) as signed out, without looping', async () => {
    const onUnauthorised = vi.fn()
    setUnauthorisedHandler(onUnauthorised)
    await renderAt('/api/logout')
    await onLoginPage()
    expect(logoutCalls()).toBe(1)
    expect(onUnauthorised).not.toHaveBeenCalled()
  })

  it('treats a CSRF mismatch that survives the retry (419) as signed out', async () => {
    await http.post('/__mock/faults', { path: '/logout', method: 'POST', status: 419, times: 2 })
    const client = await clientWithSession()
    await renderAt('/api/logout', { client })
    await onLoginPage()
    expect(logoutCalls()).toBe(2)
    expect(client.getQueryData(currentUserQuery.queryKey)).toBeNull()
    expect(client.getQueryData(['notifications', 'user', 'list'])).toBeUndefined()
  })

  it('says so when the server could not sign out, and tries again on request', async () => {
    await signIn('investor@example.com')
    await http.post('/__mock/faults', { path: '/logout', method: 'POST', status: 500, times: 1 })
    const view = await renderAt('/api/logout')
    expect(
      await screen.findByText(
        'We could not sign you out. Please try again so that your session is closed.',
      ),
    ).toBeInTheDocument()
    expect(view.router.state.location.pathname).toBe('/api/logout')
    await view.user.click(screen.getByRole('button', { name: 'Try again' }))
    await onLoginPage()
    expect(await serverUser()).toBeNull()
  })
})
