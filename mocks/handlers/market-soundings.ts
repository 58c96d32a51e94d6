import { timestamp } from '../db/db'
import type { Router } from '../http/router'
import type { RequestContext, UserRow } from '../http/context'
import { authUser } from '../http/context'
import { forbidden, json, modelNotFound, validationError } from '../http/responses'
import { validate } from '../engine/validate'
import { recordJson } from '../engine/records'
import type { ResourceDef } from '../engine/types'
import { notifyStaff } from '../host/notify'
import { registry } from '../resources'
import {
  MARKET_SOUNDING_LABELS,
  MARKET_SOUNDING_RESPONSES,
  marketSoundings,
  type MarketSoundingRow,
} from '../resources/market-soundings'
import { fullName } from '../resources/groups/deals-investment-logic'
import { recordEvidence } from '../resources/groups/compliance-evidence'

const def = marketSoundings as unknown as ResourceDef

export const ALREADY_RESPONDED = 'You have already responded to this market sounding.'

export function registerMarketSoundingEndpoints(router: Router) {
  router.post('/api/market-soundings/:id/respond', respond)
}

/**
 * The sounded investor answers once (SPEC §4 responses). The answer is recorded with its
 * time, the investor becomes an insider (users.is_market_sounding_insider) and staff are told.
 */
async function respond(req: RequestContext): Promise<Response> {
  const user = authUser(req)
  const db = req.host.db
  const table = db.table<MarketSoundingRow>('market-soundings')
  const row = /^\d+$/.test(req.params.id) ? table.find(Number(req.params.id)) : undefined
  if (!row) return modelNotFound('MarketSounding', req.params.id)
  // Only the investor it was addressed to may answer it, staff included.
  if (row.user_id !== user.id) return forbidden()
  const { ok, errors, data } = validate(
    { response: `required|string|in:${MARKET_SOUNDING_RESPONSES.join(',')}` },
    req.input.fields,
    { db },
  )
  if (!ok) return validationError(errors)
  if (row.response !== null) return validationError({ response: [ALREADY_RESPONDED] })

  const at = timestamp(req.host.now())
  const response = data.response as MarketSoundingRow['response'] & string
  await table.update(row.id, { response, responded_at: at, updated_at: at }, { touch: false })
  await db.table<UserRow>('users').update(user.id, { is_market_sounding_insider: 1 })
  const opp = db.table('investment-opportunities').find(row.investment_opportunity_id)
  await recordEvidence(db, {
    userId: user.id,
    causerId: user.id,
    event: 'market_sounding_response',
    description: `Responded to the market sounding: ${MARKET_SOUNDING_LABELS[response]}`,
    properties: {
      sounding_id: row.id,
      title: row.title,
      opportunity: opp?.name ?? null,
      response,
      label: MARKET_SOUNDING_LABELS[response],
    },
    at,
  })
  await notifyStaff(req.host, {
    message: `${fullName(user)} responded to the market sounding for ${String(opp?.name ?? row.title)}: ${MARKET_SOUNDING_LABELS[response]}`,
    cta: '/admin/insider-register',
    icon: 'market_sounding',
  })
  const saved = table.find(row.id) ?? row
  return json({ data: recordJson(req, registry, def, saved) })
}
