import { corsRefusal } from '../browser'
import type { Context } from '../context'
import { fixes } from '../fixes'
import { verdicts, type CheckResult } from '../result'

/** The reads the app makes before and after login: each needs the CORS headers. */
const READS = ['/sanctum/csrf-cookie', '/api/branding/1', '/api/user']

/** The writes' preflights: a JSON write with the token, on a web route and an api route. */
const WRITES: [method: string, path: string, headers: string[]][] = [
  ['POST', '/login', ['Content-Type', 'X-XSRF-TOKEN']],
  ['POST', '/api/broadcasting/auth', ['Content-Type', 'X-XSRF-TOKEN']],
  ['DELETE', '/api/notifications/user', ['X-XSRF-TOKEN']],
]

const sameOrigin = (ctx: Context) => new URL(ctx.api).origin === ctx.origin
const SAME_ORIGIN =
  'not needed: the portal is served from the API origin (pass --origin for a portal elsewhere)'

export async function corsSimple(ctx: Context): Promise<CheckResult> {
  const v = verdicts('cors', `CORS with credentials for ${ctx.origin} (simple GETs)`)
  if (sameOrigin(ctx)) return v.skip(SAME_ORIGIN)
  const page = ctx.newBrowser()
  const refused: string[] = []
  for (const path of READS) {
    const ex = await page.request('GET', path)
    if (ex.blockedBy === 'network')
      return v.fail(`GET ${path}: ${ex.blocked}`, fixes.unreachable(ctx))
    const why = corsRefusal(ex.headers, ctx.origin)
    if (why) refused.push(`GET ${path} (${ex.status}): ${why}`)
  }
  if (refused.length) return v.fail(refused.join('; '), fixes.cors(ctx))
  return v.pass(`${READS.join(', ')} allow ${ctx.origin} with credentials`)
}

export async function corsPreflight(ctx: Context): Promise<CheckResult> {
  const v = verdicts('preflight', 'CORS preflight for a write with X-XSRF-TOKEN')
  if (sameOrigin(ctx)) return v.skip(SAME_ORIGIN)
  const page = ctx.newBrowser()
  const refused: string[] = []
  for (const [method, path, headers] of WRITES) {
    const { status, refusal } = await page.preflight(method, path, headers)
    if (!status) return v.fail(`OPTIONS ${path}: ${refusal}`, fixes.unreachable(ctx))
    if (refusal) refused.push(`${method} ${path}: ${refusal}`)
  }
  if (refused.length) return v.fail(refused.join('; '), fixes.preflight(ctx))
  return v.pass(WRITES.map(([m, p, h]) => `${m} ${p} (${h.join(', ')})`).join(', '))
}
