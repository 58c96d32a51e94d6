import type { Transport } from '../browser'

/**
 * For the check's unit tests: the Sanctum handshake of a Laravel host, configured the way a
 * deployer configures one (config/cors.php, SANCTUM_STATEFUL_DOMAINS, SESSION_DOMAIN), as a
 * transport. Only the routes the CORS and session checks call; the rest answer 404.
 */
export interface FakeHostConfig {
  /** config/cors.php allowed_origins; '*' answers `Access-Control-Allow-Origin: *`. */
  allowedOrigins: string[]
  /** SANCTUM_STATEFUL_DOMAINS (host[:port]). */
  statefulDomains: string[]
  /** SESSION_DOMAIN, e.g. '.tenant.example'. */
  sessionDomain?: string
  user?: { email: string; password: string }
}

function json(
  status: number,
  body: unknown,
  headers: Record<string, string>,
  setCookies: string[] = [],
) {
  const h = new Headers({ 'Content-Type': 'application/json', ...headers })
  for (const c of setCookies) h.append('Set-Cookie', c)
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: h })
}

export function fakeHost(config: FakeHostConfig): Transport & { calls: string[] } {
  const user = config.user ?? { email: 'investor@example.com', password: 'password' }
  /** session id → its CSRF token and user. */
  const sessions = new Map<string, { token: string; userId?: number }>()
  let next = 1
  const calls: string[] = []

  const cookies = (header: string | null) =>
    Object.fromEntries(
      (header ?? '')
        .split(';')
        .map((p) => p.trim().split('='))
        .filter((p) => p.length === 2),
    ) as Record<string, string>

  const startSession = (userId?: number) => {
    const id = `s${next++}`
    const token = `t${next++}`
    sessions.set(id, { token, userId })
    const domain = config.sessionDomain ? `; domain=${config.sessionDomain}` : ''
    return {
      id,
      setCookies: [
        `laravel_session=${id}; path=/${domain}; samesite=lax; httponly`,
        `XSRF-TOKEN=${token}; path=/${domain}; samesite=lax`,
      ],
    }
  }

  const transport = async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET'
    const u = new URL(url)
    calls.push(`${method} ${u.pathname}`)
    const headers = new Headers(init.headers)
    const origin = headers.get('origin')
    const cors: Record<string, string> = {}
    const wildcard = config.allowedOrigins.includes('*')
    if (origin && (wildcard || config.allowedOrigins.includes(origin))) {
      cors['Access-Control-Allow-Origin'] = wildcard ? '*' : origin
      cors['Access-Control-Allow-Credentials'] = 'true'
    }
    if (method === 'OPTIONS') {
      if (cors['Access-Control-Allow-Origin']) {
        cors['Access-Control-Allow-Methods'] = headers.get('access-control-request-method') ?? ''
        cors['Access-Control-Allow-Headers'] = headers.get('access-control-request-headers') ?? ''
      }
      return new Response(null, { status: 204, headers: cors })
    }
    const jar = cookies(headers.get('cookie'))
    const session = sessions.get(jar.laravel_session ?? '')
    if (u.pathname === '/sanctum/csrf-cookie') {
      const fresh = session ? null : startSession()
      return json(204, undefined, cors, fresh?.setCookies)
    }
    if (u.pathname === '/login' && method === 'POST') {
      if (!session || headers.get('x-xsrf-token') !== session.token)
        return json(419, { message: 'CSRF token mismatch.' }, cors)
      const body = JSON.parse(String(init.body ?? '{}')) as { email?: string; password?: string }
      if (body.email !== user.email || body.password !== user.password)
        return json(
          422,
          {
            message: 'These credentials do not match our records.',
            errors: { email: ['These credentials do not match our records.'] },
          },
          cors,
        )
      sessions.delete(jar.laravel_session)
      return json(204, undefined, cors, startSession(4).setCookies)
    }
    if (u.pathname === '/api/user') {
      // EnsureFrontendRequestsAreStateful: the session only for a stateful Origin/Referer.
      const from = origin ?? headers.get('referer')
      const stateful = from !== null && config.statefulDomains.includes(new URL(from).host)
      const userId = stateful ? session?.userId : undefined
      if (!userId) return json(401, { message: 'Unauthenticated.' }, cors)
      return json(200, { id: userId, email: user.email, accepted_terms_version: 1 }, cors)
    }
    return json(404, { message: 'Not Found' }, cors)
  }
  return Object.assign(transport, { calls })
}
