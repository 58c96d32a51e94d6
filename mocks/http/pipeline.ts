import { TableNotRead } from '../db/db'
import { HttpResponse } from 'msw'
import type { Router } from './router'
import type { Fault, MockHost } from './host'
import { hostState } from './host'
import type { RequestContext, UserRow } from './context'
import { effectiveMethod, readInput, type RequestInput } from './body'
import { parseCookieHeader } from './cookies'
import {
  findSession,
  sessionCookies,
  sessionLifetime,
  tokenMatches,
  touchSession,
  type SessionRow,
} from './session'
import { PostTooLarge } from './body-limits'
import { isStoragePath, withFileSafety } from './file-responses'
import { BadQuery } from '../engine/bad-query'
import { answerInDialect } from '../dialect'
import {
  badQuery,
  csrfMismatch,
  message,
  methodNotAllowed,
  postTooLarge,
  routeNotFound,
  serviceUnavailable,
  unauthenticated,
} from './responses'

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Paths the host answers; anything else (the app's own pages and assets) passes through. */
export function isHostPath(pathname: string): boolean {
  return (
    /^\/(api|sanctum|__mock|password|email)(\/|$)|^\/(login|logout|register)$/.test(pathname) ||
    /^\/storage\/(documents|galleries|team-images|branding)\//.test(pathname)
  )
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function matchFault(host: MockHost, method: string, url: URL): Fault | undefined {
  return host.db.table<Fault>('faults').first((f) => {
    if (f.method && f.method.toUpperCase() !== method) return false
    const [p, q] = f.path.split('?')
    // A trailing * matches every path under the prefix ("/api/*": an outage of the whole API).
    const hit = p.endsWith('*') ? url.pathname.startsWith(p.slice(0, -1)) : p === url.pathname
    if (!hit) return false
    if (!q) return true
    const want = new URLSearchParams(q)
    return [...want.entries()].every(([k, v]) => url.searchParams.get(k) === v)
  })
}

async function applyFault(host: MockHost, fault: Fault): Promise<Response | null> {
  const faults = host.db.table<Fault>('faults')
  if (fault.times !== null) {
    if (fault.times <= 1) faults.delete(fault.id)
    else await faults.update(fault.id, { times: fault.times - 1 })
  }
  if (fault.delay_ms) await sleep(fault.delay_ms)
  if (fault.status) {
    const text =
      fault.status === 503
        ? 'Service Unavailable'
        : fault.status >= 500
          ? 'Server Error'
          : 'Simulated fault'
    return message(fault.status, text)
  }
  return null
}

/**
 * Serve one request as a Laravel host would: faults and latency (mock controls), maintenance,
 * routing with method spoofing, session and CSRF, auth, then the route's handler, its answer
 * in the host's dialect (mocks/dialect). `cookies`
 * are the ones msw resolved for the request (document, msw's jar and the Cookie header).
 */
export async function handle(
  host: MockHost,
  router: Router,
  request: Request,
  cookies?: Record<string, string>,
): Promise<Response> {
  const response = await serveRequest(host, router, request, cookies)
  // Stored files never run as pages of the API's origin, whatever the answer (file-responses).
  return isStoragePath(new URL(request.url).pathname) ? withFileSafety(response) : response
}

async function serveRequest(
  host: MockHost,
  router: Router,
  request: Request,
  cookies?: Record<string, string>,
): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const control = path.startsWith('/__mock')
  const state = hostState(host)

  if (!control) {
    if (state.latency_ms > 0) await sleep(state.latency_ms)
    const fault = matchFault(host, request.method.toUpperCase(), url)
    if (fault) {
      const res = await applyFault(host, fault)
      if (res) return res
    }
    if (state.maintenance) return serviceUnavailable()
  }

  let input: RequestInput
  try {
    input = await readInput(request)
  } catch (e) {
    // ValidatePostSize: a body over post_max_size is refused before anything reads it.
    if (e instanceof PostTooLarge) return postTooLarge()
    throw e
  }
  const method = effectiveMethod(request, input, url.searchParams)
  const found = router.match(method, path)
  if (!found) return routeNotFound(path)
  if ('allowed' in found) return methodNotAllowed(method, path, found.allowed)

  const jar = cookies ?? parseCookieHeader(request.headers.get('cookie'))
  let session: SessionRow | null = control ? null : findSession(host, jar)
  // Laravel writes last_activity on every request: the lifetime counts from the last use.
  if (session) session = await touchSession(host, session)
  let sessionChanged = false
  // A deactivated account's open session is signed out from its next call (admin accounts).
  const userOf = (s: SessionRow | null) => {
    const u = s?.user_id ? host.db.table<UserRow>('users').find(s.user_id) : undefined
    return u && !u.deactivated_at ? u : null
  }

  const { route, params } = found
  if (!control && route.options.csrf && MUTATING.has(request.method.toUpperCase())) {
    if (!tokenMatches(session, request, input.fields)) return csrfMismatch()
  }
  const user = userOf(session)
  if (route.options.auth && !user) return unauthenticated()

  const ctx: RequestContext = {
    host,
    request,
    url,
    path,
    method,
    params,
    query: url.searchParams,
    input,
    session,
    user,
    setSession(next) {
      session = next
      ctx.session = next
      ctx.user = userOf(next)
      sessionChanged = true
    },
  }
  let response: Response
  try {
    response = await route.handler(ctx)
  } catch (e) {
    if (e instanceof BadQuery) response = badQuery(e.message)
    // A table still in storage (in-browser host): the caller reads it and asks again.
    else if (e instanceof TableNotRead) throw e
    else {
      // Laravel in production: any other exception is a bare 500.
      console.error(e)
      response = message(500, 'Server Error')
    }
  }
  // The control endpoints are the mock's own: they answer the same in every dialect.
  if (!control) response = await answerInDialect(state.dialect, response)
  if (!session || (control && !sessionChanged)) return response
  return withCookies(response, sessionCookies(session, host.cookieMode, sessionLifetime(host)))
}

/**
 * Browsers forbid Set-Cookie on a constructed Response, so cookies must go in through
 * HttpResponse's init, which msw records and forwards (document.cookie, its jar, or the
 * Node server's real headers).
 */
function withCookies(response: Response, cookies: string[]): Response {
  const headers = new Headers()
  response.headers.forEach((value, key) => {
    if (key.toLowerCase() !== 'set-cookie') headers.append(key, value)
  })
  for (const c of cookies) headers.append('Set-Cookie', c)
  return new HttpResponse(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
