import { defineAction, registerActions } from '../engine/actions'
import { timestamp } from '../db/db'
import type { Router } from '../http/router'
import type { RequestContext, UserRow } from '../http/context'
import { authUser } from '../http/context'
import { json, modelNotFound, validationError } from '../http/responses'
import { attributeName, validate } from '../engine/validate'
import { notify, notifyStaff } from '../host/notify'
import { INVESTOR_ROLE } from '../../src/lib/permissions'
import {
  batchOf,
  MARKET_SOUNDING_LABELS,
  MARKET_SOUNDING_RESPONSES,
  type MarketSoundingResponse,
  type MarketSoundingRow,
} from '../resources/market-soundings'
import { fullName } from '../resources/groups/deals-investment-logic'
import { recordEvidence } from '../resources/groups/compliance-evidence'
import {
  addressedSounding,
  oneOf,
  answerRefusal,
  registerMarketSoundingConsent,
  soundingJson,
  type ConsentedRow,
} from './market-soundings-consent'

export const ALREADY_RESPONDED = 'You have already responded to this market sounding.'
export const NO_INVESTORS = 'Choose at least one investor to sound.'
export const NOT_AN_INVESTOR = 'Only investors can be sounded.'
export const SOUNDING_NOTICE = 'You have a market sounding to consider.'
export const ALREADY_CLEANSED = 'This market sounding has already been cleansed.'

export function registerMarketSoundingEndpoints(router: Router) {
  // Literal paths before `/:id/…`, though their segment counts already tell them apart.
  registerActions(router, [
    defineAction({
      method: 'POST',
      path: '/api/market-soundings/send',
      feature: 'marketSounding',
      may: maySound,
      handle: send,
    }),
    defineAction<ConsentedRow>({
      method: 'POST',
      path: '/api/market-soundings/:id/respond',
      ...addressedSounding,
      rules: { response: oneOf(MARKET_SOUNDING_RESPONSES) },
      handle: (req, data, row) => respond(req, row, data.response as MarketSoundingResponse),
    }),
    defineAction({
      method: 'POST',
      path: '/api/market-soundings/:id/cleanse',
      feature: 'marketSounding',
      may: maySound,
      handle: cleanse,
    }),
  ])
  registerMarketSoundingConsent(router)
}

/**
 * Sounding is an insider-register write: staff who may create investors may share inside
 * information with them (src/lib/navigation/admin-nav.ts guards the register by `investors`).
 */
const maySound = { resource: 'investors', action: 'create', staff: true } as const

const ATTRIBUTES: Record<string, string> = {
  investment_opportunity_id: 'opportunity',
  body: 'confidential information',
}

const ids = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ''
      ? []
      : [value]

/**
 * One sounding sent to several investors at once: a row per investor (the register's unit)
 * sharing a batch id, the wording shown to them kept as it was, and each investor notified.
 */
async function send(req: RequestContext): Promise<Response> {
  const db = req.host.db
  const input = req.input.fields
  const { errors, data } = validate(
    {
      investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
      title: 'required|string|max:255',
      body: 'required|string|max:200000',
      wording: 'nullable|string|max:200000',
    },
    input,
    { db },
  )
  // The FormRequest's attributes(): the fields by the names the form gives them.
  for (const [field, name] of Object.entries(ATTRIBUTES)) {
    errors[field] = errors[field]?.map((m) => m.replace(attributeName(field), name))
    if (!errors[field]) delete errors[field]
  }
  const users = db.table<UserRow>('users')
  const chosen = [...new Set(ids(input.user_ids ?? input['user_ids[]']).map(String))]
  if (chosen.length === 0) errors.user_ids = [NO_INVESTORS]
  else if (
    !chosen.every((id) => /^\d+$/.test(id) && users.find(Number(id))?.role_id === INVESTOR_ROLE)
  )
    errors.user_ids = [NOT_AN_INVESTOR]
  if (Object.keys(errors).length > 0) return validationError(errors)

  const table = db.table<ConsentedRow>('market-soundings')
  const at = timestamp(req.host.now())
  const rows: ConsentedRow[] = []
  for (const id of chosen.map(Number)) {
    const row = await table.insert({
      investment_opportunity_id: Number(data.investment_opportunity_id),
      user_id: id,
      title: String(data.title),
      body: String(data.body),
      wording: (data.wording as string | null | undefined) ?? null,
      response: null,
      responded_at: null,
      cleansed_at: null,
      agreed_at: null,
      declined_at: null,
      batch_id: rows[0]?.id ?? null,
      created_at: at,
      updated_at: at,
    })
    // The first row of a batch names it; it is written once its own id is known.
    rows.push(
      rows.length === 0 ? await table.update(row.id, { batch_id: row.id }, { touch: false }) : row,
    )
  }
  for (const row of rows) {
    await notify(req.host, row.user_id, {
      // Not the opportunity's name: that is inside information until they agree to receive it.
      message: SOUNDING_NOTICE,
      cta: `/investor/investments/market-sounding/${row.id}`,
      icon: 'market_sounding',
    })
  }
  return json({ data: rows.map((row) => soundingJson(req, row)) }, 201)
}

/**
 * The information was made public: every sounding of the batch is cleansed at once, so none
 * of its investors is an insider on it any longer. Once only.
 */
async function cleanse(req: RequestContext): Promise<Response> {
  const table = req.host.db.table<MarketSoundingRow>('market-soundings')
  const row = /^\d+$/.test(req.params.id) ? table.find(Number(req.params.id)) : undefined
  if (!row) return modelNotFound('MarketSounding', req.params.id)
  if (row.cleansed_at !== null) return validationError({ cleansed_at: [ALREADY_CLEANSED] })
  const batch = batchOf(row)
  const at = timestamp(req.host.now())
  const rows: MarketSoundingRow[] = []
  for (const r of table.where((r) => batchOf(r) === batch)) {
    rows.push(await table.update(r.id, { cleansed_at: at, updated_at: at }, { touch: false }))
  }
  return json({ data: rows.map((r) => soundingJson(req, r)) })
}

/**
 * The sounded investor answers once (SPEC §4 responses), and only after agreeing to receive
 * the information (market-soundings-consent.ts). The answer is recorded with its time, the
 * investor is an insider (users.is_market_sounding_insider) and staff are told.
 */
async function respond(
  req: RequestContext,
  row: ConsentedRow,
  response: MarketSoundingResponse,
): Promise<Response> {
  const user = authUser(req)
  const db = req.host.db
  const table = db.table<ConsentedRow>('market-soundings')
  if (row.response !== null) return validationError({ response: [ALREADY_RESPONDED] })
  const refusal = answerRefusal(row)
  if (refusal) return validationError({ response: [refusal] })

  const at = timestamp(req.host.now())
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
  return json({ data: soundingJson(req, table.find(row.id) ?? row) })
}
