import type { Row, Table } from '../db/db'
import type { MockHost } from './host'
import { safeDecode, serializeCookie } from './cookies'

export const SESSION_COOKIE = 'laravel_session'
export const XSRF_COOKIE = 'XSRF-TOKEN'

export interface SessionRow extends Row {
  key: string
  csrf: string
  user_id: number | null
  /** When the session was last used (epoch ms, the host's clock): Laravel's last_activity. */
  last_activity?: number
}

/** Laravel's `session.lifetime` default (SESSION_LIFETIME): minutes of inactivity. */
export const DEFAULT_SESSION_LIFETIME = 120

/** The host's session lifetime in minutes (MockHost.sessionLifetime, else Laravel's 120). */
export function sessionLifetime(host: MockHost): number {
  const minutes = host.sessionLifetime
  return typeof minutes === 'number' && minutes > 0 ? minutes : DEFAULT_SESSION_LIFETIME
}

/**
 * Last use is written at most this often: each write is kept and sent to every tab in the
 * browser, and a minute is nothing against a lifetime counted in hours.
 */
const TOUCH_EVERY_MS = 60_000

function randomString(length: number): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = new Uint8Array(length)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => chars[b % chars.length]).join('')
}

function b64(text: string): string {
  return typeof btoa === 'function' ? btoa(text) : Buffer.from(text).toString('base64')
}
function unb64(text: string): string {
  return typeof atob === 'function' ? atob(text) : Buffer.from(text, 'base64').toString()
}

/**
 * Laravel sends XSRF-TOKEN encrypted: base64 of {"iv","value","mac"}. The mock keeps that
 * shape (with its `=`, `+` and `/`) so a client that forgets to URL-decode the cookie fails
 * here as it would against Laravel.
 */
export function encryptToken(token: string): string {
  return b64(
    JSON.stringify({ iv: b64(randomString(16)), value: token, mac: randomString(64), tag: '' }),
  )
}

export function decryptToken(sent: string): string {
  try {
    const payload = JSON.parse(unb64(sent)) as { value?: unknown }
    return typeof payload.value === 'string' ? payload.value : ''
  } catch {
    return ''
  }
}

/**
 * Session id -> row id for a sessions table, kept in step with it by replaying the table's
 * write log (as TableIndex does), rebuilt only when the log no longer reaches back (a reset, a
 * restore): finding the caller's session is a Map lookup, not a scan of every session.
 */
interface KeyIndex {
  version: number
  byKey: Map<string, number>
  keyOf: Map<number, string>
}
const indexes = new WeakMap<Table<SessionRow>, KeyIndex>()

function keyIndex(table: Table<SessionRow>): KeyIndex {
  let index = indexes.get(table)
  if (index && index.version === table.version) return index
  const ids = index ? table.changedSince(index.version) : null
  if (!index || ids === null) {
    index = { version: table.version, byKey: new Map(), keyOf: new Map() }
    for (const row of table.all()) {
      index.byKey.set(row.key, row.id)
      index.keyOf.set(row.id, row.key)
    }
    indexes.set(table, index)
    return index
  }
  for (const id of ids) {
    const old = index.keyOf.get(id)
    if (old !== undefined && index.byKey.get(old) === id) index.byKey.delete(old)
    index.keyOf.delete(id)
    const row = table.find(id)
    if (row) {
      index.byKey.set(row.key, id)
      index.keyOf.set(id, row.key)
    }
  }
  index.version = table.version
  return index
}

const sessionsOf = (host: MockHost) => host.db.table<SessionRow>('sessions')

/** The session whose id is `key`, found by key (no scan), expired or not. */
export function sessionByKey(host: MockHost, key: string): SessionRow | undefined {
  const table = sessionsOf(host)
  const row = table.find(keyIndex(table).byKey.get(key))
  return row && row.key === key ? row : undefined
}

/** Unused for longer than the lifetime (a row from before last_activity counts as fresh). */
export function isExpired(host: MockHost, session: SessionRow): boolean {
  if (typeof session.last_activity !== 'number') return false
  return host.now().getTime() - session.last_activity > sessionLifetime(host) * 60_000
}

/**
 * The caller's live session. One unused past the lifetime is gone, as Laravel's session
 * handler reads nothing for it (and its garbage collection deletes it): the caller is a guest
 * (401 on /api) and its CSRF token no longer matches anything (419 on a write).
 */
export function findSession(host: MockHost, cookies: Record<string, string>): SessionRow | null {
  const key = cookies[SESSION_COOKIE]
  if (!key) return null
  const session = sessionByKey(host, safeDecode(key))
  if (!session) return null
  if (isExpired(host, session)) {
    sessionsOf(host).delete(session.id)
    return null
  }
  return session
}

/** Records that the session was used now (at most once a minute). */
export async function touchSession(host: MockHost, session: SessionRow): Promise<SessionRow> {
  const now = host.now().getTime()
  if (typeof session.last_activity === 'number' && now - session.last_activity < TOUCH_EVERY_MS)
    return session
  return sessionsOf(host).update(session.id, { last_activity: now }, { touch: false })
}

export async function startSession(host: MockHost, userId: number | null = null) {
  return sessionsOf(host).insert({
    key: randomString(40),
    csrf: randomString(40),
    user_id: userId,
    last_activity: host.now().getTime(),
  })
}

/** session()->regenerate(): new id and new CSRF token, same data (login, logout). */
export async function regenerateSession(
  host: MockHost,
  session: SessionRow,
  userId: number | null,
) {
  return host.db.table<SessionRow>('sessions').update(session.id, {
    key: randomString(40),
    csrf: randomString(40),
    user_id: userId,
    last_activity: host.now().getTime(),
  })
}

/**
 * msw's cookie jar parses the joined Set-Cookie value as one cookie (the first one), while
 * document.cookie gets each cookie and drops HttpOnly ones. On a real HTTP server (the Node
 * runtime) both are real Set-Cookie headers and the session cookie is HttpOnly, as Laravel's.
 */
export function sessionCookies(
  session: SessionRow,
  mode: 'server' | 'browser' = 'server',
  lifetimeMinutes = DEFAULT_SESSION_LIFETIME,
): string[] {
  const maxAge = Math.max(1, Math.round(lifetimeMinutes * 60))
  const xsrf = serializeCookie(XSRF_COOKIE, encryptToken(session.csrf), { maxAge })
  // In the browser the jar keeps only the first (XSRF-TOKEN, which the host never reads back),
  // so the session cookie comes from document.cookie, shared by every tab as a browser's is.
  if (mode === 'browser') return [xsrf, serializeCookie(SESSION_COOKIE, session.key, { maxAge })]
  return [serializeCookie(SESSION_COOKIE, session.key, { httpOnly: true, maxAge }), xsrf]
}

/** Token from `_token`, then X-CSRF-TOKEN (plain), then X-XSRF-TOKEN (encrypted). */
export function tokenMatches(
  session: SessionRow | null,
  request: Request,
  fields: Record<string, unknown>,
) {
  if (!session) return false
  const plain =
    (typeof fields._token === 'string' ? fields._token : null) ??
    request.headers.get('x-csrf-token')
  if (plain) return plain === session.csrf
  const header = request.headers.get('x-xsrf-token')
  return header ? decryptToken(header) === session.csrf : false
}
