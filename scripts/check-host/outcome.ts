import type { Exchange } from './browser'
import type { Context } from './context'
import { fixes } from './fixes'

/** Laravel's `message` of a JSON answer, if it has one. */
export function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message
    return typeof m === 'string' ? m : undefined
  }
  return undefined
}

/** `POST /login answered 422 "The given data was invalid."` */
export function answered(ex: Exchange): string {
  const message = messageOf(ex.body)
  const location = ex.headers.get('location')
  const what = location
    ? `${ex.status}, a redirect to ${location}`
    : message
      ? `${ex.status} "${message}"`
      : `${ex.status}`
  return `${ex.method} ${ex.path} answered ${what}`
}

/**
 * The detail and fix for an answer the page could not use for reasons no single check owns:
 * CORS refused it, nothing answered, or the host is down (503). Null when none applies.
 */
export function sharedFailure(ex: Exchange, ctx: Context): { detail: string; fix: string } | null {
  if (ex.blockedBy === 'network')
    return { detail: `${ex.method} ${ex.path}: ${ex.blocked}`, fix: fixes.unreachable(ctx) }
  if (ex.status === 503) {
    ctx.state.saw503 = true
    return { detail: answered(ex), fix: fixes.up() }
  }
  if (ex.blockedBy === 'preflight')
    return {
      detail: `${ex.method} ${ex.path} was never sent: ${ex.blocked}`,
      fix: fixes.preflight(ctx),
    }
  if (ex.blockedBy === 'cors')
    return {
      detail: `${answered(ex)}, but the page may not read it: ${ex.blocked}`,
      fix: fixes.cors(ctx),
    }
  return null
}

/**
 * Why a write answered 419 CSRF token mismatch although the page did what the app does: no
 * token it could read, a session cookie the browser held back, or a session the host forgot.
 */
export function csrfMismatch(ex: Exchange, ctx: Context): { detail: string; fix: string } {
  if (!ex.xsrfSent)
    return {
      detail: `${answered(ex)}: the portal's page cannot read the XSRF-TOKEN cookie, so no X-XSRF-TOKEN was sent`,
      fix: fixes.cookieDomain(ctx),
    }
  const held = heldBack(ex, ctx)
  if (held) return held
  return {
    detail: `${answered(ex)} although X-XSRF-TOKEN and the cookies (${ex.sent.join(', ')}) were sent`,
    fix: fixes.sessionStore(),
  }
}

/** A cookie for the API the browser did not send, and what to change for it. */
export function heldBack(ex: Exchange, ctx: Context): { detail: string; fix: string } | null {
  const w = ex.withheld[0]
  if (!w) return null
  return {
    detail: `${answered(ex)}: the browser did not send the ${w.name} cookie (${w.reason})`,
    fix: /Secure/.test(w.reason) ? fixes.secureCookie() : fixes.crossSite(ctx),
  }
}

/** The record of a single-record answer, bare (`return $model;`) or wrapped in `data`. */
export function recordOf(
  body: unknown,
): { record: Record<string, unknown>; wrapped: boolean } | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const data = (body as { data?: unknown }).data
  if (data && typeof data === 'object' && !Array.isArray(data))
    return { record: data as Record<string, unknown>, wrapped: true }
  return { record: body as Record<string, unknown>, wrapped: false }
}
