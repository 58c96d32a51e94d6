/**
 * Market soundings (UK MAR art. 11): the host serves an investor a sounding's confidential
 * text only once they agreed to receive it. Read-only: it lists the signed-in investor's own
 * soundings and changes nothing.
 */
import { INVESTOR_ROLE } from '../../../src/lib/permissions'
import type { Context } from '../context'
import { answered, sharedFailure } from '../outcome'
import { verdicts, type CheckResult } from '../result'
import { needsSession } from './session'

type Sounding = { id?: unknown; body?: unknown; agreed_at?: unknown }

const FIX =
  'Serve a market sounding to its investor with `body` null until they agree to receive it ' +
  '(POST /api/market-soundings/{id}/decision with decision=agreed sets agreed_at), in the list ' +
  'and the show routes alike; staff read it whole.'

export async function soundingTextWithheld(ctx: Context): Promise<CheckResult> {
  const v = verdicts(
    'sounding-withheld',
    "A market sounding's confidential text is not served to the investor before they agree to receive it",
  )
  const skipped = needsSession(ctx)
  if (skipped) return v.skip(skipped)
  if (ctx.state.user?.role_id !== INVESTOR_ROLE)
    return v.skip('the account is not an investor: staff read soundings whole')
  const ex = await ctx.browser.request('GET', '/api/market-soundings?per_page=100')
  const shared = sharedFailure(ex, ctx)
  if (shared) return v.fail(shared.detail, shared.fix)
  // Off for this tenant (403), or a host without soundings (404): nothing is served at all.
  if (ex.status === 403 || ex.status === 404) return v.skip(`${answered(ex)}: no soundings`)
  const list = (ex.body as { data?: unknown } | undefined)?.data
  if (ex.status !== 200 || !Array.isArray(list))
    return v.fail(`${answered(ex)}, not a page of soundings`, FIX)
  const undecided = (list as Sounding[]).filter((s) => !s.agreed_at)
  if (undecided.length === 0)
    return v.skip(`none of this investor's ${list.length} soundings awaits their agreement`)
  const leaked = undecided.filter((s) => s.body !== null && s.body !== undefined && s.body !== '')
  if (leaked.length === 0)
    return v.pass(`${undecided.length} not agreed to yet, served without their text`)
  const ids = leaked.map((s) => String(s.id)).join(', ')
  return v.fail(
    `${answered(ex)} with the confidential text of ${leaked.length} sounding(s) the investor has not agreed to receive (id ${ids})`,
    FIX,
  )
}
