import { CURRENT_USER_INCLUDES } from '../../../src/lib/session/current-user-includes'
import type { Context } from '../context'
import { fixes } from '../fixes'
import { answered, csrfMismatch, heldBack, recordOf, sharedFailure } from '../outcome'
import { verdicts, type CheckResult } from '../result'

/** Laravel's auth.failed, the message the login form shows on its email field. */
export const LARAVEL_LOGIN_FAILED = 'These credentials do not match our records.'

/** An address no tenant has, so the wrong-password check never throttles a real account. */
const NOBODY = 'check-host.nobody@example.com'

const NO_ACCOUNT = 'no test account'
const NO_ACCOUNT_HOW = `${NO_ACCOUNT}: pass --email and --password, or set CHECK_HOST_EMAIL and CHECK_HOST_PASSWORD`

/** Every cookie but XSRF-TOKEN the host set: the session cookie, whatever it is called. */
const sessionCookieNames = (names: string[]) => names.filter((n) => n !== 'XSRF-TOKEN')

export async function csrfCookie(ctx: Context): Promise<CheckResult> {
  const v = verdicts('csrf-cookie', 'GET /sanctum/csrf-cookie sets XSRF-TOKEN for the portal')
  const ex = await ctx.browser.request('GET', '/sanctum/csrf-cookie')
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  if (ex.status < 200 || ex.status > 299) return v.fail(answered(ex), fixes.csrfRoute())
  const xsrf = ex.cookies.find((c) => c.name === 'XSRF-TOKEN')
  if (!xsrf) return v.fail(`${answered(ex)} without an XSRF-TOKEN cookie`, fixes.csrfRoute())
  if (xsrf.rejected) {
    const fix = /Secure/.test(xsrf.rejected)
      ? fixes.secureCookie()
      : /SameSite/.test(xsrf.rejected)
        ? fixes.crossSite(ctx) || fixes.secureCookie()
        : fixes.cookieDomain(ctx)
    return v.fail(`the browser dropped XSRF-TOKEN: ${xsrf.rejected}`, fix)
  }
  if (xsrf.cookie?.httpOnly)
    return v.fail('XSRF-TOKEN is HttpOnly: the page cannot read it', fixes.xsrfHttpOnly())
  if (ctx.browser.jar.readableFrom(ctx.origin, 'XSRF-TOKEN') === undefined)
    return v.fail(
      `XSRF-TOKEN is set for ${xsrf.cookie?.domain}, which a page on ${new URL(ctx.origin).hostname} cannot read`,
      fixes.cookieDomain(ctx),
    )
  const session = sessionCookieNames(ex.cookies.map((c) => c.name))
  return v.pass(
    `${ex.status}, XSRF-TOKEN readable by the portal` +
      (session.length ? `; session cookie ${session.join(', ')}` : ''),
  )
}

export async function csrfRequired(ctx: Context): Promise<CheckResult> {
  const v = verdicts('csrf-419', 'A write without X-XSRF-TOKEN answers 419')
  const ex = await ctx.browser.request('POST', '/login', { json: {}, xsrf: false })
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  if (ex.status === 419) return v.pass(answered(ex))
  return v.fail(
    `${answered(ex)}: the host accepts writes without a CSRF token`,
    fixes.csrfEnforced(),
  )
}

export async function loggedOutUser(ctx: Context): Promise<CheckResult> {
  const v = verdicts('user-401', 'GET /api/user answers 401 when logged out')
  const ex = await ctx.newBrowser().request('GET', '/api/user')
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  if (ex.status === 401) return v.pass(answered(ex))
  const why = ex.status === 200 ? ': it answers without a session' : ''
  return v.fail(`${answered(ex)}${why}`, fixes.userRoute())
}

export async function wrongPassword(ctx: Context): Promise<CheckResult> {
  const v = verdicts('login-422', 'Login with a wrong password answers 422 on `email`')
  const ex = await ctx.browser.request('POST', '/login', {
    json: { email: NOBODY, password: 'not-the-password' },
  })
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  if (ex.status === 419) {
    const why = csrfMismatch(ex, ctx)
    return v.fail(why.detail, why.fix)
  }
  const errors = (ex.body as { errors?: Record<string, unknown> } | undefined)?.errors
  const email = errors?.email
  const first = Array.isArray(email) && typeof email[0] === 'string' ? email[0] : undefined
  if (ex.status !== 422 || !first)
    return v.fail(`${answered(ex)}, not 422 with errors.email`, fixes.loginMessage())
  const stock = first === LARAVEL_LOGIN_FAILED ? '' : ' (not the stock wording; shown as sent)'
  return v.pass(`422 "${first}" on email${stock}`)
}

export async function login(ctx: Context): Promise<CheckResult> {
  const v = verdicts('login', 'Login with the test account answers 204')
  if (!ctx.account) return v.skip(NO_ACCOUNT_HOW)
  const failed = (detail: string, fix: string) => {
    ctx.state.noSession = { detail, fix }
    return v.fail(detail, fix)
  }
  const { email, password } = ctx.account
  const ex = await ctx.browser.request('POST', '/login', { json: { email, password } })
  const shared = sharedFailure(ex, ctx)
  if (shared) return failed(shared.detail, shared.fix)
  if (ex.status === 419) {
    const why = csrfMismatch(ex, ctx)
    return failed(why.detail, why.fix)
  }
  if (ex.status === 422 || ex.status === 429) return failed(answered(ex), fixes.account())
  if (ex.status !== 204 && ex.status !== 200) return failed(answered(ex), fixes.loginRoute())
  return v.pass(`${ex.status} for ${email}`)
}

export async function sessionKept(ctx: Context): Promise<CheckResult> {
  const v = verdicts(
    'session',
    'The session cookie comes back on a credentialed request (stateful domain)',
  )
  if (!ctx.account) return v.skip(NO_ACCOUNT)
  if (ctx.state.noSession)
    return v.fail(
      `no session: the login failed (${ctx.state.noSession.detail})`,
      ctx.state.noSession.fix,
    )
  const ex = await ctx.browser.request('GET', '/api/user')
  const fail = (detail: string, fix: string) => {
    ctx.state.noSession = { detail, fix }
    return v.fail(detail, fix)
  }
  const shared = sharedFailure(ex, ctx)
  if (shared) return fail(shared.detail, shared.fix)
  if (ex.status === 401) {
    const held = heldBack(ex, ctx)
    if (held) return fail(held.detail, held.fix)
    const sent = sessionCookieNames(ex.sent)
    if (!sent.length)
      return fail(`${answered(ex)}: the login set no session cookie`, fixes.stateful(ctx))
    return fail(
      `${answered(ex)} although the session cookie (${sent.join(', ')}) was sent: the host did not treat ${ctx.origin} as its SPA`,
      fixes.stateful(ctx),
    )
  }
  const user = recordOf(ex.body)?.record
  if (ex.status !== 200 || typeof user?.id !== 'number')
    return fail(`${answered(ex)}, not the user`, fixes.userRoute())
  ctx.state.user = user as Record<string, unknown> & { id: number }
  const sent = sessionCookieNames(ex.sent)
  return v.pass(`${sent.join(', ') || 'session cookie'} sent back; /api/user is user ${user.id}`)
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** The includes a user record lacks: `rel` as its snake_case key, `rel.nested` on each item. */
export function missingIncludes(user: Record<string, unknown>, includes: string[]): string[] {
  return includes.filter((include) => {
    const [top, nested] = include.split('.').map(snake)
    if (!(top in user)) return true
    if (!nested) return false
    const value = user[top]
    const items = Array.isArray(value) ? value : value ? [value] : []
    return items.some((item) => !item || typeof item !== 'object' || !(nested in item))
  })
}

export async function userWithIncludes(ctx: Context): Promise<CheckResult> {
  const v = verdicts('user', "GET /api/user answers 200 with the app's includes")
  const skipped = needsSession(ctx)
  if (skipped) return v.skip(skipped)
  const include = CURRENT_USER_INCLUDES.join(',')
  const ex = await ctx.browser.request('GET', `/api/user?include=${include}`)
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  if (ex.status === 400) return v.fail(answered(ex), fixes.userIncludes(CURRENT_USER_INCLUDES))
  const user = recordOf(ex.body)
  if (ex.status !== 200 || !user) return v.fail(answered(ex), fixes.userRoute())
  const missing = missingIncludes(user.record, CURRENT_USER_INCLUDES)
  if (missing.length)
    return v.fail(`200 without ${missing.join(', ')}`, fixes.userIncludes(missing))
  return v.pass(`200 with ${include}${user.wrapped ? ' (wrapped in data)' : ''}`)
}

/** Why a check that needs the signed-in page cannot run, or null when it can. */
export function needsSession(ctx: Context): string | null {
  if (!ctx.account) return NO_ACCOUNT
  if (!ctx.state.user) return 'needs a session, and there is none (see the login lines above)'
  return null
}
