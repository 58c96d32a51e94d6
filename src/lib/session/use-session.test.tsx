// @vitest-environment dom
import { act, waitFor } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderWithQuery } from '@/test/render-with-query'
import { currentUserQuery } from './current-user-query'
import { useCurrentUser } from './use-current-user'
import { useAcceptTerms, useLogin, useLogout } from './use-session-mutations'
import { apiTestServer } from '@/test/api-test-server'

const API = 'http://api.test'
const server = apiTestServer(API)

const USER = { id: 7, email: 'investor@example.com', role_id: 5, accepted_terms_version: 0 }
const userAnswers = (respond: () => Response) => server.use(mock.get(`${API}/api/user`, respond))

describe('useCurrentUser (SPEC §4 auth state)', () => {
  it('is logged in with the user on a 200', async () => {
    userAnswers(() => HttpResponse.json(USER))
    const { result } = renderWithQuery(useCurrentUser)
    expect(result.current.status).toBe('pending')
    await waitFor(() => expect(result.current.status).toBe('loggedIn'))
    expect(result.current.user).toEqual(USER)
    expect(result.current.loggedIn).toBe(true)
  })

  it('is logged out on a 401, without the logout redirect', async () => {
    userAnswers(() => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }))
    const { result } = renderWithQuery(useCurrentUser)
    await waitFor(() => expect(result.current.status).toBe('loggedOut'))
    expect(window.location.pathname).not.toBe('/api/logout')
  })

  it('reports maintenance on a 503', async () => {
    userAnswers(() => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }))
    const { result } = renderWithQuery(useCurrentUser)
    await waitFor(() => expect(result.current.status).toBe('maintenance'))
  })

  it('is logged out on other failures', async () => {
    userAnswers(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 }))
    const { result } = renderWithQuery(useCurrentUser)
    await waitFor(() => expect(result.current.status).toBe('loggedOut'))
  })
})

describe('session mutations', () => {
  function sessionHost() {
    server.use(
      mock.get(`${API}/sanctum/csrf-cookie`, () => new HttpResponse(null, { status: 204 })),
      mock.post(`${API}/logout`, () => new HttpResponse(null, { status: 204 })),
      mock.post(`${API}/login`, () => new HttpResponse(null, { status: 204 })),
    )
  }

  it('login records the user and drops the previous user data', async () => {
    sessionHost()
    userAnswers(() => HttpResponse.json(USER))
    const { result, client } = renderWithQuery(useLogin)
    client.setQueryData(['notifications', 'list'], ['old'])
    client.setQueryData(['settings', 1], { page_title: 'Kept' })
    await act(() => result.current.mutateAsync({ email: USER.email, password: 'password' }))
    expect(client.getQueryData(currentUserQuery.queryKey)).toEqual(USER)
    expect(client.getQueryData(['notifications', 'list'])).toBeUndefined()
    expect(client.getQueryData(['settings', 1])).toEqual({ page_title: 'Kept' })
  })

  it('logout clears the user', async () => {
    sessionHost()
    const { result, client } = renderWithQuery(useLogout)
    client.setQueryData(currentUserQuery.queryKey, USER as never)
    await act(() => result.current.mutateAsync())
    expect(client.getQueryData(currentUserQuery.queryKey)).toBeNull()
  })

  it('accepting terms flags acceptance and refreshes the user', async () => {
    let accepted = 0
    server.use(
      mock.post(`${API}/api/users/7`, () => {
        accepted = 2
        return HttpResponse.json({ data: { ...USER, accepted_terms_version: 2 } })
      }),
    )
    userAnswers(() => HttpResponse.json({ ...USER, accepted_terms_version: accepted }))
    const { result, client } = renderWithQuery(() => ({
      user: useCurrentUser(),
      accept: useAcceptTerms(),
    }))
    await waitFor(() => expect(result.current.user.status).toBe('loggedIn'))
    await act(() => result.current.accept.mutateAsync({ userId: 7, version: 2 }))
    expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({
      accepted_terms_version: 2,
    })
  })
})
