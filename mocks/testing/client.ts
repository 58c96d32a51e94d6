import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { handle } from '../http/pipeline'
import { parseCookieHeader } from '../http/cookies'
import { encryptToken } from '../http/session'

export interface TestResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
  text: string
}

export interface RequestOptions {
  /** Send as multipart/form-data (e.g. with _method=PATCH), as a browser form would. */
  form?: boolean
  headers?: Record<string, string>
  /** Omit the X-XSRF-TOKEN header (to see the 419). */
  noCsrf?: boolean
}

/**
 * A client of the mock host that behaves like a browser tab talking to Laravel: its own
 * cookie jar, the XSRF-TOKEN cookie URL-decoded into X-XSRF-TOKEN, Accept JSON.
 */
export function createTestClient(host: MockHost, router: Router, origin = 'http://127.0.0.1:8787') {
  const jar = new Map<string, string>()

  async function request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    opts: RequestOptions = {},
  ) {
    const headers = new Headers({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...opts.headers,
    })
    if (jar.size) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    const xsrf = jar.get('XSRF-TOKEN')
    if (xsrf && !opts.noCsrf) headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf))
    let payload: BodyInit | undefined
    if (body !== undefined) {
      if (opts.form) {
        const fd = new FormData()
        for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
          if (v instanceof Blob) fd.append(k, v)
          else if (v !== undefined) fd.append(k, v === null ? '' : String(v))
        }
        payload = fd
      } else {
        headers.set('Content-Type', 'application/json')
        payload = JSON.stringify(body)
      }
    }
    const res = await handle(
      host,
      router,
      new Request(origin + path, { method, headers, body: payload }),
    )
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';')
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
      if (/max-age=0/i.test(c)) jar.delete(name)
      else jar.set(name, value)
    }
    const text = await res.text()
    let parsed: unknown = text
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text)
    return {
      status: res.status,
      headers: res.headers,
      body: parsed as T,
      text,
    } satisfies TestResponse<T>
  }

  return {
    request,
    get: <T = unknown>(path: string, opts?: RequestOptions) =>
      request<T>('GET', path, undefined, opts),
    post: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, body ?? {}, opts),
    patch: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, body ?? {}, opts),
    put: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, body ?? {}, opts),
    delete: <T = unknown>(path: string, opts?: RequestOptions) =>
      request<T>('DELETE', path, undefined, opts),
    cookies: () => Object.fromEntries(jar),
    /** Adopt an existing session, as a browser holding its cookies would. */
    useSession(session: { key: string; csrf: string }) {
      jar.set('laravel_session', encodeURIComponent(session.key))
      jar.set('XSRF-TOKEN', encodeURIComponent(encryptToken(session.csrf)))
    },
    /** csrf-cookie, then login; throws when the host refuses. */
    async login(email: string, password = 'password') {
      await request('GET', '/sanctum/csrf-cookie')
      const res = await request('POST', '/login', { email, password })
      if (res.status !== 204) throw new Error(`login ${email}: ${res.status} ${res.text}`)
      return res
    },
    parseCookieHeader,
  }
}

export type TestClient = ReturnType<typeof createTestClient>
