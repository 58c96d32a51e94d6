import { timestamp } from '../db/db'
import { defineAction, registerActions } from '../engine/actions'
import type { RequestContext, UserRow } from '../http/context'
import { authUser } from '../http/context'
import { json, modelNotFound, validationError } from '../http/responses'
import type { Route, RouteHandler, Router } from '../http/router'
import { recordJson } from '../engine/records'
import type { ResourceDef } from '../engine/types'
import { notifyStaff } from '../host/notify'
import { INVESTOR_ROLE } from '../../src/lib/permissions'
import { registry } from '../resources'
import { marketSoundings, type MarketSoundingRow } from '../resources/market-soundings'
import { fullName } from '../resources/groups/deals-investment-logic'

const def = marketSoundings as unknown as ResourceDef

/**
 * The investor's choice to receive the inside information or not (UK MAR art. 11: the
 * recipient is told what it means first and agrees before anything is disclosed). At most
 * one of the two times is set, once.
 */
export interface SoundingConsent {
  agreed_at: string | null
  declined_at: string | null
}

/** A stored sounding; rows made before consent was recorded (or by a plain store) lack it. */
export type ConsentedRow = MarketSoundingRow & Partial<SoundingConsent>

export const SOUNDING_DECISIONS = ['agreed', 'declined'] as const
export type SoundingDecision = (typeof SOUNDING_DECISIONS)[number]

export const ALREADY_AGREED =
  'You have already agreed to receive this information, so it cannot be declined.'
export const ALREADY_DECLINED =
  'You have declined to receive this information, so it cannot be agreed to now.'
export const NOT_AGREED = 'You must agree to receive the information before responding.'
export const DECLINED_NO_RESPONSE =
  'You declined to receive this information, so there is nothing to respond to.'

export const isAgreed = (row: Partial<SoundingConsent>) => Boolean(row.agreed_at)
export const isDeclined = (row: Partial<SoundingConsent>) => Boolean(row.declined_at)

/** Why an answer is refused before the investor agreed to receive what it is about. */
export function answerRefusal(row: Partial<SoundingConsent>): string | null {
  if (isDeclined(row)) return DECLINED_NO_RESPONSE
  return isAgreed(row) ? null : NOT_AGREED
}

export function registerMarketSoundingConsent(router: Router) {
  registerActions(router, [
    defineAction<ConsentedRow>({
      method: 'POST',
      path: '/api/market-soundings/:id/decision',
      ...addressedSounding,
      rules: { decision: oneOf(SOUNDING_DECISIONS) },
      handle: (req, data, row) => decide(req, row, data.decision as SoundingDecision),
    }),
  ])
  // Declared before the family's own routes, which they wrap (equal routes: the first wins).
  withholdFromInvestors(router, '/api/market-soundings')
  withholdFromInvestors(router, '/api/market-soundings/:id')
}

/**
 * The sounding at :id, only for the user it was sent to: the 404, else the 403 (staff
 * included: only its investor may agree to it or answer it). The feature's gate comes first.
 */
export const addressedSounding = {
  feature: 'marketSounding',
  load: { table: 'market-soundings', model: 'MarketSounding' },
  may: (req: RequestContext, row: ConsentedRow) => row.user_id === authUser(req).id,
} as const

/** The one value the body must hold, among `options`. */
export const oneOf = (options: readonly string[]) => `required|string|in:${options.join(',')}`

/**
 * The investor agrees to receive the information or declines it. The same choice again is
 * harmless (the first time stands); the other choice is refused, since information once
 * received cannot be given back and a refusal stays on record as given.
 */
async function decide(
  req: RequestContext,
  row: ConsentedRow,
  decision: SoundingDecision,
): Promise<Response> {
  const user = authUser(req)
  const db = req.host.db
  const table = db.table<ConsentedRow>('market-soundings')
  const current: SoundingDecision | null = isAgreed(row)
    ? 'agreed'
    : isDeclined(row)
      ? 'declined'
      : null
  if (current && current !== decision)
    return validationError({ decision: [current === 'agreed' ? ALREADY_AGREED : ALREADY_DECLINED] })

  if (!current) {
    const at = timestamp(req.host.now())
    const column = decision === 'agreed' ? 'agreed_at' : 'declined_at'
    await table.update(row.id, { [column]: at, updated_at: at }, { touch: false })
    // Receiving inside information is what makes the investor an insider, answer or not.
    if (decision === 'agreed')
      await db.table<UserRow>('users').update(user.id, { is_market_sounding_insider: 1 })
    const opp = db.table('investment-opportunities').find(row.investment_opportunity_id)
    await notifyStaff(req.host, {
      message: `${fullName(user)} ${decision === 'agreed' ? 'agreed to receive' : 'declined'} the market sounding for ${String(opp?.name ?? row.title)}`,
      cta: '/admin/insider-register',
      icon: 'market_sounding',
    })
  }
  return json({ data: soundingJson(req, table.find(row.id) ?? row) })
}

/** A sounding as the API gives it, with its consent and without what its reader may not see. */
export function soundingJson(req: RequestContext, row: ConsentedRow): Record<string, unknown> {
  return withConsent(req, recordJson(req, registry, def, row))
}

/** What an investor reads only once they agree to receive it (an included opportunity too). */
const WITHHELD = ['body', 'opportunity_name', 'investment_opportunity'] as const
/** The title names the company, so before agreement it reads as what it is, nothing more. */
export const WITHHELD_TITLE = 'Market sounding'

/**
 * Both consent times on every record (null when not recorded), and the confidential text
 * (`body`, and the appended `opportunity_name`) withheld from an investor who has not agreed
 * to receive it; staff read it whole.
 * The stored row decides, whatever fields[...] the record was cut down to.
 */
function withConsent(req: RequestContext, record: Record<string, unknown>) {
  const stored = req.host.db.table<ConsentedRow>('market-soundings').find(Number(record.id))
  const out: Record<string, unknown> = {
    ...record,
    agreed_at: stored?.agreed_at ?? null,
    declined_at: stored?.declined_at ?? null,
  }
  if (req.user?.role_id !== INVESTOR_ROLE || (stored && isAgreed(stored))) return out
  // Which company is raising is itself inside information: only the explanation shows first.
  for (const withheld of WITHHELD) if (withheld in out) out[withheld] = null
  if ('title' in out) out.title = WITHHELD_TITLE
  return out
}

/**
 * The family's list and show, as the resource engine serves them, passed through withConsent.
 * Only what the engine answered with 200 is rewritten; refusals pass untouched.
 */
function withholdFromInvestors(router: Router, pattern: string) {
  const handler: RouteHandler = async (req) => {
    const engine = router
      .routes()
      .find((r: Route) => r.method === 'GET' && r.pattern === pattern && r.handler !== handler)
    if (!engine) return modelNotFound('MarketSounding', req.params.id ?? '')
    const res = await engine.handler(req)
    if (res.status !== 200) return res
    const body = (await res.json()) as { data: unknown }
    const rewrite = (r: unknown) => withConsent(req, r as Record<string, unknown>)
    const data = Array.isArray(body.data) ? body.data.map(rewrite) : rewrite(body.data)
    const headers = new Headers(res.headers)
    headers.delete('Content-Length')
    return json({ ...body, data }, res.status, headers)
  }
  router.get(pattern, handler)
}
