// @vitest-environment dom
import { delay, http as mock, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHttp, csrfCookie } from './http'
import { isTimeout, TimeoutError } from './timeout'

const API = 'http://api.test'
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

beforeEach(() => {
  clearCookies()
  localStorage.clear()
})

/** Records the headers of every request to `path` and answers with `respond`. */
function capture(
  method: 'get' | 'post',
  path: string,
  respond: () => Response | Promise<Response>,
) {
  const seen: Headers[] = []
  server.use(
    mock[method](`${API}${path}`, ({ request }) => {
      seen.push(request.headers)
      return respond()
    }),
  )
  return seen
}

describe('createHttp: headers', () => {
  it('sends the URL-decoded XSRF-TOKEN cookie as X-XSRF-TOKEN', async () => {
    document.cookie = 'XSRF-TOKEN=tok1%2B%2F%3D; path=/'
    const seen = capture('post', '/api/things', () =>
      HttpResponse.json({ data: {} }, { status: 201 }),
    )
    await createHttp({ baseURL: API }).post('/api/things', { name: 'x' })
    expect(seen).toHaveLength(1)
    expect(seen[0].get('x-xsrf-token')).toBe('tok1+/=')
  })

  it('asks for JSON so Laravel answers errors in JSON, with no header that needs a preflight', async () => {
    document.cookie = 'XSRF-TOKEN=tok1; path=/'
    const seen = capture('get', '/api/user', () => HttpResponse.json({ data: {} }))
    await createHttp({ baseURL: API }).get('/api/user')
    expect(seen[0].get('accept')).toBe('application/json')
    // A cross-origin read with only CORS-safelisted headers goes without an OPTIONS round trip
    // (the environment's own User-Agent and cookie are not the app's to choose).
    const custom = [...seen[0].keys()]
      .map((h) => h.toLowerCase())
      .filter((h) => !['accept', 'content-type', 'user-agent', 'cookie'].includes(h))
    expect(custom).toEqual([])
  })

  it('reads the base URL lazily when given a function', async () => {
    let base = 'http://nowhere.test'
    const client = createHttp({ baseURL: () => base })
    const seen = capture('get', '/api/user', () => HttpResponse.json({}))
    base = API
    await client.get('/api/user')
    expect(seen).toHaveLength(1)
  })
})

describe('createHttp: 419 CSRF mismatch', () => {
  it('fetches /sanctum/csrf-cookie, then retries once with the new token', async () => {
    document.cookie = 'XSRF-TOKEN=old; path=/'
    const calls: string[] = []
    server.use(
      mock.get(`${API}/sanctum/csrf-cookie`, () => {
        calls.push('csrf')
        document.cookie = 'XSRF-TOKEN=new%3D; path=/'
        return new HttpResponse(null, { status: 204 })
      }),
      mock.post(`${API}/api/things`, ({ request }) => {
        const token = request.headers.get('x-xsrf-token')
        calls.push(`post:${token}`)
        return token === 'new='
          ? HttpResponse.json({ data: { id: 1 } }, { status: 201 })
          : HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })
      }),
    )
    const response = await createHttp({ baseURL: API }).post('/api/things', {})
    expect(response.status).toBe(201)
    expect(calls).toEqual(['post:old', 'csrf', 'post:new='])
  })

  it('rejects with the 419 when the retry is refused too', async () => {
    let csrf = 0
    let posts = 0
    server.use(
      mock.get(`${API}/sanctum/csrf-cookie`, () => {
        csrf += 1
        return new HttpResponse(null, { status: 204 })
      }),
      mock.post(`${API}/api/things`, () => {
        posts += 1
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })
      }),
    )
    await expect(createHttp({ baseURL: API }).post('/api/things', {})).rejects.toMatchObject({
      response: { status: 419 },
    })
    expect(csrf).toBe(1)
    expect(posts).toBe(2)
  })
})

describe('createHttp: 401 unauthenticated', () => {
  it('calls the unauthorised handler and rejects', async () => {
    capture('get', '/api/user', () =>
      HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
    )
    const onUnauthorised = vi.fn()
    await expect(
      createHttp({ baseURL: API, onUnauthorised }).get('/api/user'),
    ).rejects.toMatchObject({ response: { status: 401 } })
    expect(onUnauthorised).toHaveBeenCalledTimes(1)
  })

  it('skips the handler for a call that opts out, but still rejects', async () => {
    capture('get', '/api/user', () =>
      HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
    )
    const onUnauthorised = vi.fn()
    const client = createHttp({ baseURL: API, onUnauthorised })
    await expect(client.get('/api/user', { skipUnauthorisedHandler: true })).rejects.toThrow()
    expect(onUnauthorised).not.toHaveBeenCalled()
  })

  it('does not call the handler for other errors', async () => {
    capture('get', '/api/things', () => HttpResponse.json({ message: 'Nope' }, { status: 403 }))
    const onUnauthorised = vi.fn()
    await expect(
      createHttp({ baseURL: API, onUnauthorised }).get('/api/things'),
    ).rejects.toMatchObject({ response: { status: 403 } })
    expect(onUnauthorised).not.toHaveBeenCalled()
  })
})

describe('createHttp: timeout', () => {
  it('rejects with message "timeout", keeping the axios error as cause', async () => {
    capture('get', '/api/slow', async () => {
      await delay(6000)
      return HttpResponse.json({})
    })
    const error: unknown = await createHttp({ baseURL: API, timeout: 100 })
      .get('/api/slow')
      .catch((err: unknown) => err)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as Error).message).toBe('timeout')
    expect((error as Error).cause).toMatchObject({ isAxiosError: true })
    expect(isTimeout(error)).toBe(true)
  })

  it('defaults to the 5000 ms of SPEC §7', () => {
    expect(createHttp().defaults.timeout).toBe(5000)
  })
})

describe('csrfCookie', () => {
  it('GETs /sanctum/csrf-cookie with credentials', async () => {
    const seen = capture(
      'get',
      '/sanctum/csrf-cookie',
      () => new HttpResponse(null, { status: 204 }),
    )
    const client = createHttp({ baseURL: API })
    await expect(csrfCookie(client)).resolves.toBeUndefined()
    expect(seen).toHaveLength(1)
    expect(client.defaults.withCredentials).toBe(true)
    expect(client.defaults.withXSRFToken).toBeTypeOf('function')
  })
})

describe('token storage', () => {
  it('never writes to localStorage or sessionStorage', async () => {
    capture('get', '/sanctum/csrf-cookie', () => new HttpResponse(null, { status: 204 }))
    capture('post', '/login', () => new HttpResponse(null, { status: 204 }))
    const client = createHttp({ baseURL: API })
    await csrfCookie(client)
    await client.post('/login', { email: 'a@example.com', password: 'password' })
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
  })
})
