import { http as mock, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHttp, toFormError } from '@/lib/api'
import {
  forgotPassword,
  login,
  logout,
  register,
  resendVerification,
  resetPassword,
} from './auth-api'
import { CURRENT_USER_INCLUDES } from './current-user-query'

const API = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const USER = { id: 7, email: 'investor@example.com', role_id: 5 }

/** A stub host that records each call as "METHOD /path" (and the body where useful). */
function host(opts: { logoutStatus?: number; loginStatus?: number; userStatus?: number } = {}) {
  const calls: string[] = []
  const bodies: Record<string, unknown> = {}
  let include: string | null = null
  server.use(
    mock.get(`${API}/sanctum/csrf-cookie`, () => {
      calls.push('GET /sanctum/csrf-cookie')
      return new HttpResponse(null, { status: 204 })
    }),
    mock.post(`${API}/logout`, () => {
      calls.push('POST /logout')
      const status = opts.logoutStatus ?? 204
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json({ message: 'Unauthenticated.' }, { status })
    }),
    mock.post(`${API}/login`, async ({ request }) => {
      calls.push('POST /login')
      bodies.login = await request.json()
      return opts.loginStatus === 422
        ? HttpResponse.json(
            {
              message: 'These credentials do not match our records.',
              errors: { email: ['These credentials do not match our records.'] },
            },
            { status: 422 },
          )
        : new HttpResponse(null, { status: 204 })
    }),
    mock.post(`${API}/register`, async ({ request }) => {
      calls.push('POST /register')
      bodies.register = await request.json()
      return HttpResponse.json({ data: USER }, { status: 201 })
    }),
    mock.get(`${API}/api/user`, ({ request }) => {
      calls.push('GET /api/user')
      include = new URL(request.url).searchParams.get('include')
      return opts.userStatus === 401
        ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
        : HttpResponse.json(USER)
    }),
  )
  return { calls, bodies, include: () => include }
}

const client = () => createHttp({ baseURL: API, onUnauthorised: vi.fn() })

describe('login (SPEC §4: an existing session is logged out first)', () => {
  it('gets a CSRF cookie, logs out, logs in, then loads the user with the includes', async () => {
    const h = host()
    const user = await login('investor@example.com', 'password', { client: client() })
    expect(h.calls).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /logout',
      'POST /login',
      'GET /api/user',
    ])
    expect(h.bodies.login).toEqual({ email: 'investor@example.com', password: 'password' })
    expect(h.include()).toBe(CURRENT_USER_INCLUDES.join(','))
    expect(user).toEqual(USER)
  })

  it('ignores the 401 of logging out when there was no session, without the logout redirect', async () => {
    const h = host({ logoutStatus: 401 })
    const onUnauthorised = vi.fn()
    await login('a@b.c', 'pw', { client: createHttp({ baseURL: API, onUnauthorised }) })
    expect(h.calls).toContain('POST /login')
    expect(onUnauthorised).not.toHaveBeenCalled()
  })

  it('skips the logout when the cache knows there is no session', async () => {
    const h = host()
    await login('a@b.c', 'pw', { client: client(), loggedIn: false })
    expect(h.calls).toEqual(['GET /sanctum/csrf-cookie', 'POST /login', 'GET /api/user'])
  })

  it('rejects with the 422 for the form, without loading the user', async () => {
    const h = host({ loginStatus: 422 })
    const err = await login('a@b.c', 'wrong', { client: client() }).catch((e: unknown) => e)
    expect(toFormError(err).fieldErrors).toEqual({
      email: 'These credentials do not match our records.',
    })
    expect(h.calls).not.toContain('GET /api/user')
  })

  it('rejects when the session did not stick', async () => {
    host({ userStatus: 401 })
    await expect(login('a@b.c', 'pw', { client: client() })).rejects.toThrow(/session/)
  })

  it('passes other logout failures on', async () => {
    host({ logoutStatus: 503 })
    await expect(login('a@b.c', 'pw', { client: client() })).rejects.toMatchObject({
      response: { status: 503 },
    })
  })
})

describe('logout', () => {
  it('treats a 401 as already logged out', async () => {
    host({ logoutStatus: 401 })
    await expect(logout(client())).resolves.toBeUndefined()
  })
})

describe('register, passwords, verification (openapi/paths/session.yaml)', () => {
  it('registers, then loads the logged-in user', async () => {
    const h = host()
    const input = {
      name: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      password: 'password1',
      password_confirmation: 'password1',
    }
    expect(await register(input, client())).toEqual(USER)
    expect(h.calls).toEqual(['GET /sanctum/csrf-cookie', 'POST /register', 'GET /api/user'])
    expect(h.bodies.register).toEqual(input)
  })

  it('sends the reset link and resets the password', async () => {
    const seen: Record<string, unknown> = {}
    host()
    server.use(
      mock.post(`${API}/password/email`, async ({ request }) => {
        seen.email = await request.json()
        return HttpResponse.json({ message: 'We have emailed your password reset link.' })
      }),
      mock.post(`${API}/password/reset`, async ({ request }) => {
        seen.reset = await request.json()
        return HttpResponse.json({ message: 'Your password has been reset.' })
      }),
    )
    expect(await forgotPassword('a@b.c', client())).toEqual({
      message: 'We have emailed your password reset link.',
    })
    const input = {
      token: 't',
      email: 'a@b.c',
      password: 'p4ssword',
      password_confirmation: 'p4ssword',
    }
    expect((await resetPassword(input, client())).message).toBe('Your password has been reset.')
    expect(seen).toEqual({ email: { email: 'a@b.c' }, reset: input })
  })

  it('resends the verification email; null when already verified', async () => {
    server.use(
      mock.post(`${API}/email/resend`, () =>
        HttpResponse.json(
          { message: 'A fresh verification link has been sent to your email address.' },
          { status: 202 },
        ),
      ),
    )
    expect(await resendVerification(client())).toEqual({
      message: 'A fresh verification link has been sent to your email address.',
    })
    server.use(mock.post(`${API}/email/resend`, () => new HttpResponse(null, { status: 204 })))
    expect(await resendVerification(client())).toBeNull()
  })
})
