import type { Row } from '../db/db'
import type { MockHost } from './host'
import { safeDecode, serializeCookie } from './cookies'

export const SESSION_COOKIE = 'laravel_session'
export const XSRF_COOKIE = 'XSRF-TOKEN'

export interface SessionRow extends Row {
  key: string
  csrf: string
  user_id: number | null
}

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

export function findSession(host: MockHost, cookies: Record<string, string>): SessionRow | null {
  const key = cookies[SESSION_COOKIE]
  if (!key) return null
  const decoded = safeDecode(key)
  return host.db.table<SessionRow>('sessions').first((s) => s.key === decoded) ?? null
}

export async function startSession(host: MockHost, userId: number | null = null) {
  return host.db
    .table<SessionRow>('sessions')
    .insert({ key: randomString(40), csrf: randomString(40), user_id: userId })
}

/** session()->regenerate(): new id and new CSRF token, same data (login, logout). */
export async function regenerateSession(
  host: MockHost,
  session: SessionRow,
  userId: number | null,
) {
  return host.db
    .table<SessionRow>('sessions')
    .update(session.id, { key: randomString(40), csrf: randomString(40), user_id: userId })
}

/**
 * msw's cookie jar parses the joined Set-Cookie value as one cookie (the first one), while
 * document.cookie gets each cookie and drops HttpOnly ones. On a real HTTP server (the Node
 * runtime) both are real Set-Cookie headers and the session cookie is HttpOnly, as Laravel's.
 */
export function sessionCookies(
  session: SessionRow,
  mode: 'server' | 'browser' = 'server',
): string[] {
  const xsrf = serializeCookie(XSRF_COOKIE, encryptToken(session.csrf))
  // In the browser the jar keeps only the first (XSRF-TOKEN, which the host never reads back),
  // so the session cookie comes from document.cookie, shared by every tab as a browser's is.
  if (mode === 'browser') return [xsrf, serializeCookie(SESSION_COOKIE, session.key)]
  return [serializeCookie(SESSION_COOKIE, session.key, { httpOnly: true }), xsrf]
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
