import { defineAction, registerActions } from '../engine/actions'
import type { Row } from '../db/db'
import type { Router } from '../http/router'
import type { RequestContext } from '../http/context'
import { json, modelNotFound, validationError, type FieldErrors } from '../http/responses'
import { validate } from '../engine/validate'
import { insertRecord, recordJson } from '../engine/records'
import type { ResourceDef } from '../engine/types'
import { notify } from '../host/notify'
import { registry } from '../resources'
import { preEmptionOptions } from '../resources/pre-emption-options'
import { formatDate, formatGBP } from '../../src/lib/format'
import { isoDay } from '../../src/lib/investments'

const def = preEmptionOptions as unknown as ResourceDef

export const NOT_EXISTING = 'A pre-emption round is offered on an existing investment only.'
export const NOT_A_HOLDER = 'The selected holder does not hold this investment.'

export function registerPreEmptionRoundEndpoints(router: Router) {
  // Staff with the grant (403) before the opportunity (404); the rules after it, in offerRound.
  registerActions(router, [
    defineAction({
      method: 'POST',
      path: '/api/investment-opportunities/:id/pre-emption-round',
      may: { resource: 'investment_opportunity_existing', action: 'update', staff: true },
      handle: offerRound,
    }),
  ])
}

/** Each holder's total in the opportunity (non-cancelled investments), by user id. */
export function holdingsOf(req: RequestContext, oppId: number): Map<number, number> {
  const totals = new Map<number, number>()
  for (const i of req.host.db
    .table('investments')
    .where((i) => i.investment_opportunity_id === oppId && i.status !== 'cancelled'))
    totals.set(Number(i.user_id), (totals.get(Number(i.user_id)) ?? 0) + Number(i.amount))
  return totals
}

/**
 * One request for a whole follow-on round: an option per chosen holder (their holding and
 * entitlement), each holder notified. A holder's earlier open option on the opportunity is
 * closed, so they answer the newest round only.
 */
async function offerRound(req: RequestContext): Promise<Response> {
  const db = req.host.db
  const opp = /^\d+$/.test(req.params.id)
    ? db.table('investment-opportunities').find(Number(req.params.id))
    : undefined
  if (!opp) return modelNotFound('InvestmentOpportunity', req.params.id)
  if (Number(opp.stage) < 5) return validationError({ investment_opportunity_id: [NOT_EXISTING] })

  const today = isoDay(req.host.now())
  const { ok, errors, data } = validate(
    {
      share_price: 'nullable|numeric|min:0',
      deadline: 'required|date',
      holders: 'required|array|min:1',
    },
    req.input.fields,
    { db },
  )
  const problems: FieldErrors = ok ? {} : { ...errors }
  if (typeof data.deadline === 'string' && data.deadline.slice(0, 10) < today)
    problems.deadline = ['The deadline must be a date after or equal to today.']
  const holdings = holdingsOf(req, opp.id)
  const holders = Array.isArray(data.holders) ? (data.holders as Record<string, unknown>[]) : []
  const seen = new Set<number>()
  const amounts = validate({ 'holders.*.entitlement_amount': 'numeric|min:0' }, { holders }, { db })
  holders.forEach((h, i) => {
    const userId = Number(h?.user_id)
    if (!holdings.has(userId) || seen.has(userId)) problems[`holders.${i}.user_id`] = [NOT_A_HOLDER]
    seen.add(userId)
    const amount = `holders.${i}.entitlement_amount`
    if (amounts.errors[amount]) problems[amount] = amounts.errors[amount]
  })
  if (Object.keys(problems).length > 0) return validationError(problems)

  const options = db.table('pre-emption-options')
  const created: Row[] = []
  const deadline = String(data.deadline).slice(0, 10)
  const price =
    data.share_price == null || data.share_price === '' ? null : Number(data.share_price)
  for (const h of holders) {
    const userId = Number(h.user_id)
    for (const earlier of options.where(
      (o) => o.investment_opportunity_id === opp.id && o.user_id === userId && o.status === 'open',
    ))
      await options.update(earlier.id, { status: 'closed' })
    const entitlement = Math.round(Number(h.entitlement_amount) * 100) / 100
    created.push(
      await insertRecord(req, def, {
        investment_opportunity_id: opp.id,
        user_id: userId,
        current_holding_amount: Math.round((holdings.get(userId) ?? 0) * 100) / 100,
        entitlement_amount: entitlement,
        share_price: price,
        deadline,
        status: 'open',
      }),
    )
    await notify(req.host, userId, {
      message: `You have a pre-emption offer in ${opp.name}: take up to ${formatGBP(entitlement)} until ${formatDate(deadline)}`,
      cta: `/investor/investments/${encodeURIComponent(String(opp.slug))}/investor-type`,
      icon: 'investment_opportunity_transition_existing',
    })
  }
  return json({ data: created.map((row) => recordJson(req, registry, def, row, ['user'])) }, 201)
}
