import { buildQuery } from '../../../src/lib/api/query-string'
import {
  FLAG_ALTERNATIVE_SPELLINGS,
  FLAG_NAMES,
  FLAG_SPELLINGS,
  flagsFrom,
} from '../../../src/lib/settings/flag-names'
import type { Context } from '../context'
import { fixes } from '../fixes'
import { answered, csrfMismatch, messageOf, recordOf, sharedFailure } from '../outcome'
import { verdicts, type CheckResult } from '../result'
import { needsSession } from './session'

/** The spelling a settings row gives a flag under, if any (the first flagsFrom reads). */
function spellingOf(row: Record<string, unknown>, name: (typeof FLAG_NAMES)[number]) {
  return [...FLAG_SPELLINGS[name], ...FLAG_ALTERNATIVE_SPELLINGS[name]].find(
    (s) => row[s] !== undefined && row[s] !== null,
  )
}

export async function branding(ctx: Context): Promise<CheckResult> {
  const v = verdicts('branding', 'GET /api/branding/1 is readable, with its flags')
  // The login page reads it before anyone logs in.
  const ex = await ctx.newBrowser().request('GET', '/api/branding/1')
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  const settings = recordOf(ex.body)
  if (ex.status !== 200 || !settings) return v.fail(answered(ex), fixes.branding())
  const { record, wrapped } = settings
  const found = FLAG_NAMES.map((name) => ({ name, spelling: spellingOf(record, name) }))
  const carried = found.filter((f) => f.spelling !== undefined)
  const shape = wrapped ? 'wrapped in data' : 'bare record'
  if (!carried.length)
    return v.fail(
      `200 (${shape}) without any feature flag: the app would run with every feature off`,
      fixes.branding(),
    )
  const contract = new Set<string>(Object.values(FLAG_SPELLINGS).flat())
  const other = carried.filter((f) => !contract.has(f.spelling!)).length
  const spellings = other ? `${other} in other spellings` : 'contract spellings'
  const flags = flagsFrom(record)
  const on = carried.filter((f) => flags[f.name]).map((f) => f.spelling)
  const missing = found
    .filter((f) => f.spelling === undefined)
    .map((f) => FLAG_SPELLINGS[f.name][0])
  return v.pass(
    `${shape}; ${carried.length} of ${FLAG_NAMES.length} flags (${spellings})` +
      (missing.length ? `, missing (read as off): ${missing.join(', ')}` : '') +
      `; on: ${on.length ? on.join(', ') : 'none'}`,
  )
}

export async function notifications(ctx: Context): Promise<CheckResult> {
  const v = verdicts('notifications', "GET /api/notifications/user lists the user's notifications")
  const skipped = needsSession(ctx)
  if (skipped) return v.skip(skipped)
  const ex = await ctx.browser.request('GET', '/api/notifications/user')
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  const list = (ex.body as { data?: unknown } | undefined)?.data
  if (ex.status !== 200 || !Array.isArray(list))
    return v.fail(`${answered(ex)}, not {"data": […]}`, fixes.notifications())
  const unread = list.filter((n) => !(n as { read_at?: unknown })?.read_at).length
  return v.pass(`200, ${list.length} notifications (${unread} unread)`)
}

const PUSHER_AUTH = /^([^:]+):[0-9a-f]{64}$/

export async function broadcastingAuth(ctx: Context): Promise<CheckResult> {
  const v = verdicts('broadcasting', 'POST /api/broadcasting/auth grants the private user channel')
  const skipped = needsSession(ctx)
  if (skipped) return v.skip(skipped)
  const channel = `private-App.Models.User.${ctx.state.user!.id}`
  const ex = await ctx.browser.request('POST', '/api/broadcasting/auth', {
    // What src/lib/realtime's authorizer posts, with a socket id as Pusher makes them.
    json: { socket_id: '1234.5678', channel_name: channel },
  })
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  if (ex.status === 419) {
    const why = csrfMismatch(ex, ctx)
    return v.fail(why.detail, why.fix)
  }
  const auth = (ex.body as { auth?: unknown } | undefined)?.auth
  const key = typeof auth === 'string' ? PUSHER_AUTH.exec(auth)?.[1] : undefined
  if (ex.status !== 200 || !key)
    return v.fail(`${answered(ex)} for ${channel}`, fixes.broadcasting())
  return v.pass(`${channel} signed with app key \`${key}\` (the app's pusherKey must be the same)`)
}

/** The list: what the investor's opportunities page asks for (features/opportunities). */
const LIST_PATH = '/api/investment-opportunities'
const LIVE = [2, 3]
const PER_PAGE = 5
const LIST_QUERY = buildQuery({
  filter: { status: LIVE },
  include: ['industry'],
  sort: ['close_date', 'name'],
  perPage: PER_PAGE,
})

type Row = Record<string, unknown>

/** What the page does not honour of filter, sort, include and per_page. */
export function listProblems(body: unknown): string[] {
  const page = body as {
    data?: unknown
    per_page?: unknown
    total?: unknown
    current_page?: unknown
  }
  if (!page || !Array.isArray(page.data) || page.current_page === undefined)
    return ['not a Laravel paginator (current_page, data, per_page, total, last_page)']
  const rows = page.data as Row[]
  const problems: string[] = []
  if (Number(page.per_page) !== PER_PAGE || rows.length > PER_PAGE)
    problems.push(
      `per_page=${PER_PAGE} ignored (per_page ${String(page.per_page)}, ${rows.length} rows)`,
    )
  if (rows.some((r) => !LIVE.includes(Number(r.status))))
    problems.push(`filter[status]=${LIVE.join(',')} ignored`)
  if (rows.some((r) => !('industry' in r))) problems.push('include=industry ignored')
  const dates = rows.map((r) => r.close_date).filter((d): d is string => typeof d === 'string')
  if (dates.some((d, i) => i > 0 && d < dates[i - 1])) problems.push('sort=close_date ignored')
  return problems
}

export async function paginatedList(ctx: Context): Promise<CheckResult> {
  const v = verdicts('list', `GET ${LIST_PATH} honours filter, sort, include and per_page`)
  const skipped = needsSession(ctx)
  if (skipped) return v.skip(skipped)
  const ex = await ctx.browser.request('GET', `${LIST_PATH}?${LIST_QUERY}`)
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  if (ex.status !== 200) return v.fail(answered(ex), fixes.queryBuilder())
  const problems = listProblems(ex.body)
  if (problems.length) return v.fail(problems.join('; '), fixes.queryBuilder())
  const { data, total } = ex.body as { data: Row[]; total: unknown }
  if (!data.length)
    return v.pass(
      `200, a paginator with no rows (the account sees no live opportunity): filter, sort and include not judged`,
    )
  return v.pass(`${LIST_QUERY}: ${data.length} of ${String(total)} rows, each as asked`)
}

const UNKNOWN_FILTER = 'check_host_unknown'

export async function unknownFilter(ctx: Context): Promise<CheckResult> {
  const v = verdicts('list-400', "An unknown filter answers spatie's 400")
  const skipped = needsSession(ctx)
  if (skipped) return v.skip(skipped)
  const ex = await ctx.browser.request('GET', `${LIST_PATH}?filter[${UNKNOWN_FILTER}]=1`)
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  const message = messageOf(ex.body) ?? ''
  const spatie = new RegExp(`^Requested filter\\(s\\) \`${UNKNOWN_FILTER}\` are not allowed`)
  if (ex.status === 400 && spatie.test(message)) return v.pass(`400 "${message.slice(0, 60)}…"`)
  const why = ex.status === 200 ? ': the unknown filter was ignored' : ''
  return v.fail(`${answered(ex)}${why}`, fixes.unknownFilter())
}

export async function methodSpoofing(ctx: Context): Promise<CheckResult> {
  const v = verdicts('method-spoofing', 'POST with _method=PATCH is routed as PATCH')
  const skipped = needsSession(ctx)
  if (skipped) return v.skip(skipped)
  const user = ctx.state.user!
  // The terms acceptance the app sends (src/lib/session/terms.ts), re-sending the version the
  // user already has: the same request, with nothing changed.
  const version = user.accepted_terms_version
  const form: Record<string, string> = { _method: 'PATCH' }
  if (typeof version === 'number' || (typeof version === 'string' && version !== ''))
    form.accepted_terms_version = String(version)
  const path = `/api/users/${user.id}`
  const ex = await ctx.browser.request('POST', path, { multipart: form })
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  if (ex.status === 419) {
    const why = csrfMismatch(ex, ctx)
    return v.fail(why.detail, why.fix)
  }
  const sent = Object.entries(form)
    .map(([k, val]) => `${k}=${val}`)
    .join(', ')
  if (ex.status >= 200 && ex.status <= 299)
    return v.pass(`POST ${path} (${sent}) answered ${ex.status}`)
  // The PATCH route answered, refusing the change: the routing itself worked.
  if (ex.status === 403 || ex.status === 422)
    return v.pass(`POST ${path} (${sent}) reached the PATCH route (${ex.status})`)
  return v.fail(answered(ex), fixes.spoofing())
}
