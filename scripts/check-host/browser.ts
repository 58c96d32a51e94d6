import { CookieJar, type StoreOutcome, type Withheld } from './cookie-jar'

/**
 * A page on the portal's origin calling the API the way the app's axios instance does
 * (src/lib/api/http.ts): credentials included, `Accept: application/json`, X-XSRF-TOKEN on
 * writes from the XSRF-TOKEN cookie the page can read. What the browser adds on its own is
 * played here too: Origin and Referer, its cookie jar, the CORS preflight before a write, and
 * the CORS check that decides whether the page may read the answer. A refusal is reported, not
 * thrown, with the reason a browser's console would give.
 */

/** The slice of fetch this needs; tests pass their own. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>

export interface RequestOptions {
  json?: unknown
  /** application/x-www-form-urlencoded. */
  form?: Record<string, string>
  /** multipart/form-data, as the app's FormData writes. */
  multipart?: Record<string, string>
  /** Send X-XSRF-TOKEN on a write (default true), as axios does. */
  xsrf?: boolean
}

export interface Exchange {
  method: string
  path: string
  /** 0 when no answer reached the page's network stack (preflight refused, network error). */
  status: number
  headers: Headers
  text: string
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: unknown
  /** Why the page cannot read this answer; undefined when it can. */
  blocked?: string
  blockedBy?: 'preflight' | 'cors' | 'network'
  cookies: StoreOutcome[]
  /** Cookies for the API host the browser held back from this request. */
  withheld: Withheld[]
  /** Names of the cookies the request carried. */
  sent: string[]
  xsrfSent: boolean
}

const SAFE_CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]

/** Why the page may not read an answer to a credentialed request (null: it may). */
export function corsRefusal(headers: Headers, origin: string): string | null {
  const allowOrigin = headers.get('access-control-allow-origin')
  if (allowOrigin === null) return 'the answer has no Access-Control-Allow-Origin header'
  if (allowOrigin === '*')
    return 'Access-Control-Allow-Origin is `*`, which browsers refuse on credentialed requests'
  if (allowOrigin !== origin)
    return `Access-Control-Allow-Origin is \`${allowOrigin}\`, not ${origin}`
  if (headers.get('access-control-allow-credentials') !== 'true')
    return 'Access-Control-Allow-Credentials is not `true`'
  return null
}

const listed = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)

/**
 * Why a preflight does not allow the request (null: it does). With credentials a `*` in
 * Allow-Methods or Allow-Headers is a literal name, not a wildcard (Fetch standard).
 */
export function preflightRefusal(
  res: { status: number; headers: Headers },
  origin: string,
  method: string,
  headers: string[],
): string | null {
  if (res.status < 200 || res.status > 299) return `the preflight (OPTIONS) answered ${res.status}`
  const cors = corsRefusal(res.headers, origin)
  if (cors) return `preflight: ${cors}`
  const methods = listed(res.headers.get('access-control-allow-methods'))
  if (!['GET', 'HEAD', 'POST'].includes(method) && !methods.includes(method.toLowerCase()))
    return `preflight: Access-Control-Allow-Methods does not list ${method}`
  const allowed = listed(res.headers.get('access-control-allow-headers'))
  const missing = headers.filter((h) => !allowed.includes(h.toLowerCase()))
  if (missing.length)
    return `preflight: Access-Control-Allow-Headers does not list ${missing.join(', ')}`
  return null
}

export interface BrowserOptions {
  /** The API host, e.g. https://api.tenant.example (no trailing slash). */
  api: string
  /** The portal's origin, the page the app runs on. */
  origin: string
  transport: Transport
  timeoutMs: number
}

export type Browser = ReturnType<typeof createBrowser>

export function createBrowser({ api, origin, transport, timeoutMs }: BrowserOptions) {
  const jar = new CookieJar()

  async function send(url: string, init: RequestInit) {
    return transport(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
  }

  async function request(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Exchange> {
    const url = new URL(`${api}${path}`)
    const crossOrigin = url.origin !== origin
    const write = !['GET', 'HEAD'].includes(method)
    const headers = new Headers({ Accept: 'application/json', Referer: `${origin}/` })
    if (crossOrigin || write) headers.set('Origin', origin)
    let body: BodyInit | undefined
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(options.json)
    } else if (options.form) body = new URLSearchParams(options.form)
    else if (options.multipart) {
      const form = new FormData()
      for (const [k, v] of Object.entries(options.multipart)) form.append(k, v)
      body = form
    }
    const token = jar.readableFrom(origin, 'XSRF-TOKEN')
    const xsrfSent = write && options.xsrf !== false && token !== undefined
    if (xsrfSent) headers.set('X-XSRF-TOKEN', decodeURIComponent(token))

    const exchange: Exchange = {
      method,
      path,
      status: 0,
      headers: new Headers(),
      text: '',
      body: undefined,
      cookies: [],
      withheld: [],
      sent: [],
      xsrfSent,
    }

    try {
      if (crossOrigin) {
        const contentType = headers.get('content-type')
        const unsafe = [
          ...(xsrfSent ? ['X-XSRF-TOKEN'] : []),
          ...(contentType && !SAFE_CONTENT_TYPES.includes(contentType) ? ['Content-Type'] : []),
        ]
        if (unsafe.length || !['GET', 'HEAD', 'POST'].includes(method)) {
          const { status, refusal } = await preflight(method, path, unsafe)
          if (refusal)
            return { ...exchange, blocked: refusal, blockedBy: status ? 'preflight' : 'network' }
        }
      }
      const cookies = jar.forRequest(url, origin)
      exchange.withheld = cookies.withheld
      if (cookies.header) {
        headers.set('Cookie', cookies.header)
        exchange.sent = cookies.header.split('; ').map((c) => c.slice(0, c.indexOf('=')))
      }
      const res = await send(url.href, { method, headers, body })
      exchange.status = res.status
      exchange.headers = res.headers
      // The network stack stores cookies before CORS decides what the page may read.
      exchange.cookies = res.headers.getSetCookie().map((c) => jar.store(c, url))
      exchange.text = await res.text()
      const json = (res.headers.get('content-type') ?? '').includes('json') && exchange.text
      try {
        exchange.body = json ? JSON.parse(exchange.text) : exchange.text
      } catch {
        exchange.body = exchange.text
      }
      const refused = crossOrigin ? corsRefusal(res.headers, origin) : null
      if (refused) return { ...exchange, blocked: refused, blockedBy: 'cors' }
      return exchange
    } catch (e) {
      return {
        ...exchange,
        status: 0,
        blocked: `no answer (${errorText(e)})`,
        blockedBy: 'network',
      }
    }
  }

  /**
   * The preflight a write would trigger, alone (nothing is written): why the browser would
   * refuse to send the write, or null.
   */
  async function preflight(method: string, path: string, headers: string[]) {
    const url = new URL(`${api}${path}`)
    try {
      const res = await send(url.href, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          Referer: `${origin}/`,
          'Access-Control-Request-Method': method,
          ...(headers.length && {
            'Access-Control-Request-Headers': headers.map((h) => h.toLowerCase()).join(','),
          }),
        },
      })
      await res.arrayBuffer()
      return { status: res.status, refusal: preflightRefusal(res, origin, method, headers) }
    } catch (e) {
      return { status: 0, refusal: `no answer (${errorText(e)})` }
    }
  }

  return { api, origin, jar, request, preflight }
}

function errorText(e: unknown): string {
  if (!(e instanceof Error)) return String(e)
  const cause = e.cause instanceof Error ? e.cause.message : undefined
  return cause ?? e.message
}
