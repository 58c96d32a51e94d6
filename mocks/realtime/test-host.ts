import { Database } from '../db/db'
import type { UserRow } from '../http/context'
import type { MockHost } from '../http/host'
import { handle } from '../http/pipeline'
import { Router } from '../http/router'
import { encryptToken, startSession } from '../http/session'
import { PusherHub } from './pusher-hub'

/** A bare host for the realtime and notification tests: no seed, a hub, an empty router. */
export function makeTestHost(credentials = { key: 'test-key', secret: 'test-secret' }) {
  const hub = new PusherHub(credentials)
  const host: MockHost = {
    db: new Database(),
    realtime: hub,
    pusher: credentials,
    now: () => new Date(),
    reset: async () => {},
  }
  const router = new Router()
  return { host, hub, router }
}

export function addUser(
  host: MockHost,
  roleId: number | null,
  email = `u${Math.random()}@example.com`,
) {
  return host.db.table<UserRow>('users').insert({
    name: 'Test',
    surname: 'User',
    email,
    password: 'password',
    role_id: roleId,
    email_verified_at: null,
  })
}

/** A logged-in caller: cookies and the XSRF header the SPA would send. */
export async function loginAs(host: MockHost, userId: number | null) {
  const session = await startSession(host, userId)
  return {
    session,
    cookies: { laravel_session: session.key },
    headers: { 'X-XSRF-TOKEN': encryptToken(session.csrf), Accept: 'application/json' },
  }
}

export async function call(
  host: MockHost,
  router: Router,
  method: string,
  path: string,
  opts: { cookies?: Record<string, string>; headers?: Record<string, string>; json?: unknown } = {},
) {
  const headers = new Headers(opts.headers)
  let body: string | undefined
  if (opts.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(opts.json)
  }
  const request = new Request(`http://api.test${path}`, { method, headers, body })
  const response = await handle(host, router, request, opts.cookies ?? {})
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
}
