import type { Context } from '../context'
import { fixes } from '../fixes'
import { answered } from '../outcome'
import { verdicts, type CheckResult } from '../result'

const HOW =
  'to check it: `php artisan down` on the host, run this again with --maintenance ' +
  '(it then expects 503 everywhere), then `php artisan up`'

/** A normal run: fails when some answer was a 503 (the host is down), else says how to check. */
export function maintenanceNote(ctx: Context): CheckResult {
  const v = verdicts('maintenance', 'Maintenance: a 503 is recognised')
  if (ctx.state.saw503) return v.fail('the host answered 503 Service Unavailable', fixes.up())
  return v.skip(HOW)
}

/**
 * A --maintenance run (after `php artisan down`): what the app calls first, each expected to
 * answer a 503 the page can read. The app shows its maintenance page on a 503 of /api/user
 * (src/lib/session/session-state.ts); a 503 without CORS headers looks like a network error.
 */
const DOWN: [method: string, path: string][] = [
  ['GET', '/sanctum/csrf-cookie'],
  ['GET', '/api/branding/1'],
  ['GET', '/api/user'],
  ['POST', '/login'],
  ['GET', '/api/investment-opportunities'],
]

export async function maintenanceAnswers(ctx: Context): Promise<CheckResult[]> {
  const results: CheckResult[] = []
  for (const [method, path] of DOWN) {
    const v = verdicts(
      `maintenance ${method} ${path}`,
      `Maintenance: ${method} ${path} answers 503`,
    )
    const ex = await ctx
      .newBrowser()
      .request(method, path, method === 'POST' ? { json: {} } : undefined)
    if (ex.blockedBy === 'network') results.push(v.fail(`${ex.blocked}`, fixes.unreachable(ctx)))
    else if (ex.blockedBy === 'preflight')
      results.push(v.fail(`never sent: ${ex.blocked}`, fixes.preflight(ctx)))
    else if (ex.status !== 503) results.push(v.fail(answered(ex), fixes.down()))
    else if (ex.blocked)
      results.push(v.fail(`503, but the page may not read it: ${ex.blocked}`, fixes.corsOn503(ctx)))
    else results.push(v.pass(answered(ex)))
  }
  return results
}
