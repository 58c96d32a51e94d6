/**
 * The host's own rules (issue 24): what the UI gates, the host must refuse too. Each check is
 * made so that it cannot change a real host's data: the requests it sends are refused by a
 * careful host, and a careless one is given nothing it could store (an empty body, or a
 * reservation of an opportunity that does not exist).
 */
import { INVESTOR_ROLE } from '../../../src/lib/permissions'
import type { Context } from '../context'
import { answered, messageOf, sharedFailure } from '../outcome'
import { verdicts, type CheckResult } from '../result'
import { needsSession } from './session'

/** Laravel's `verified` middleware (EnsureEmailIsVerified) answers this. */
export const NOT_VERIFIED = 'Your email address is not verified.'

const errorsOf = (body: unknown) =>
  ((body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {}) as Record<
    string,
    unknown
  >

/** An account whose email is not verified may not reserve: 403 before the body is read. */
export async function unverifiedReservation(ctx: Context): Promise<CheckResult> {
  const v = verdicts(
    'invest-unverified',
    'An investor whose email is not verified cannot reserve (POST /api/investments answers 403)',
  )
  const account = ctx.unverifiedAccount
  if (!account)
    return v.skip(
      'no test account whose email is not verified (--unverified-email and --unverified-password, or ' +
        'CHECK_HOST_UNVERIFIED_EMAIL and CHECK_HOST_UNVERIFIED_PASSWORD)',
    )
  // The host refused the portal itself (CORS, login): the lines above say why.
  if (ctx.state.noSession) return v.skip('no session could be made on this host (see above)')
  const page = ctx.newBrowser()
  await page.request('GET', '/sanctum/csrf-cookie')
  const login = await page.request('POST', '/login', { json: account })
  if (login.status !== 204 && login.status !== 200)
    return v.fail(`the unverified account could not log in: ${answered(login)}`, LOGIN_FIX)
  // An empty body: a host without the middleware answers 422 and stores nothing.
  const ex = await page.request('POST', '/api/investments', { json: {} })
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  if (ex.status === 403) return v.pass(`403 "${messageOf(ex.body) ?? ''}"`)
  return v.fail(
    `${answered(ex)}: the host read the reservation of an account whose email is not verified`,
    'Put the investing routes (POST /api/investments and its variants, the payment routes) behind Laravel\'s `verified` middleware: it answers 403 "Your email address is not verified."',
  )
}

const LOGIN_FIX =
  'Give the check an investor account that exists, with a correct password, whose email_verified_at is null.'

/** Amounts are numbers: hexadecimal strings and arrays are refused with a field error. */
export async function amountIsNumeric(ctx: Context): Promise<CheckResult> {
  const v = verdicts(
    'invest-amount',
    'A reservation whose amount is not a number answers 422 on `amount`',
  )
  const skipped = needsSession(ctx)
  if (skipped) return v.skip(skipped)
  // No opportunity 0 exists: whatever the host thinks of the amount, nothing is reserved.
  const ex = await ctx.browser.request('POST', '/api/investments', {
    json: { investment_opportunity_id: 0, amount: '0x1388' },
  })
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  if (ex.status === 403) return v.skip(`403 for this account (${messageOf(ex.body) ?? ''})`)
  if (ex.status === 422 && errorsOf(ex.body).amount)
    return v.pass(`422: ${String((errorsOf(ex.body).amount as unknown[])[0])}`)
  return v.fail(
    `${answered(ex)}: "0x1388" was not refused as an amount`,
    "Validate amounts with Laravel's `numeric` rule (and `decimal:0,2`): PHP's is_numeric refuses hexadecimal strings, arrays and INF.",
  )
}

/** Investors never change a transaction with a plain PATCH (only its actions move money). */
export async function transactionsNotPatched(ctx: Context): Promise<CheckResult> {
  const v = verdicts(
    'investments-patch',
    "An investor's PATCH of their own transaction is refused (403)",
  )
  const skipped = needsSession(ctx)
  if (skipped) return v.skip(skipped)
  if (ctx.state.user?.role_id !== INVESTOR_ROLE)
    return v.skip('the test account is not an investor (role 5)')
  const list = await ctx.browser.request('GET', '/api/investments/user?per_page=1')
  const first = (list.body as { data?: { id?: number }[] } | undefined)?.data?.[0]
  if (list.status !== 200 || typeof first?.id !== 'number')
    return v.skip('the test account has no investment to try')
  // An empty body: a host that lets it through has nothing to write.
  const ex = await ctx.browser.request('PATCH', `/api/investments/${first.id}`, { json: {} })
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  if (ex.status === 403) return v.pass('403')
  return v.fail(
    `${answered(ex)} for PATCH /api/investments/${first.id}`,
    "An investment's policy `update` must refuse investors; staff change the money's state only through mark-paid, cancel and cash calls.",
  )
}
