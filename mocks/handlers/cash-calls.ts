import { timestamp } from '../db/db'
import type { Database } from '../db/db'
import type { Router } from '../http/router'
import type { RequestContext } from '../http/context'
import { authUser } from '../http/context'
import {
  forbidden,
  json,
  modelNotFound,
  validationError,
  type FieldErrors,
} from '../http/responses'
import { can, familyResource, INVESTOR_ROLE } from '../../src/lib/permissions'
import { notify } from '../host/notify'
import { validate } from '../engine/validate'
import { recordJson } from '../engine/records'
import { registry } from '../resources'
import { investments as investmentsDef } from '../resources/investments'
import { gbp, type OpportunityRow } from '../resources/groups/deals-access'
import { recomputeRaised, type InvestmentRow } from '../resources/groups/deals-investment-logic'

/** SPEC §3 notification icons of the investor's cash call and its receipt. */
export const CASH_CALL_ICON = 'investment_opportunity_cash_call'
export const PAYMENT_RECEIVED_ICON = 'investment_opportunity_payment_received'
/** The portal's payment tabs (src/features/opportunities payment-tabs). */
const AWAITING_TAB = '/investor/investments?tab=awaiting'
const RECEIVED_TAB = '/investor/investments?tab=received'
const RESERVED_TAB = '/investor/investments?tab=reserved'

/**
 * Staff cash calls on a live opportunity (the transactions tab): issue a cash call to its
 * reserved investors, mark payments received, cancel a reservation. Each needs
 * `investment_opportunity_live_cash_call` (create to call, update to receive or cancel) and
 * tells each investor affected through a notification.
 */
export function registerCashCallEndpoints(router: Router) {
  router.post('/api/investment-opportunities/:id/cash-calls', issueCashCall)
  router.post('/api/investments/mark-paid', markPaid)
  router.post('/api/investments/:id/cancel', cancelInvestment)
}

const investmentsOf = (db: Database) => db.table<InvestmentRow>('investments')
const def = investmentsDef as never

const mayCashCall = (req: RequestContext, action: 'create' | 'update') => {
  const actor = authUser(req)
  return (
    actor.role_id !== INVESTOR_ROLE &&
    can(actor.role_id, 'investment_opportunity_live_cash_call', action)
  )
}

/** Laravel's `Y-m-d` of the host's today (the rule after_or_equal:today). */
const today = (req: RequestContext) => timestamp(req.host.now()).slice(0, 10)

/** "12 Dec 2026", as the portal writes dates. */
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

const isIdList = (v: unknown): v is unknown[] => Array.isArray(v)

/** Each id must name an investment of `where`, with Laravel's `ids.N` keys. */
function idErrors(
  ids: unknown[],
  key: string,
  find: (id: number) => InvestmentRow | undefined,
  why: (row: InvestmentRow) => string | null,
): FieldErrors {
  const errors: FieldErrors = {}
  ids.forEach((raw, n) => {
    const attr = `${key}.${n}`
    if (!/^\d+$/.test(String(raw))) {
      errors[attr] = [`The ${attr} field must be an integer.`]
      return
    }
    const row = find(Number(raw))
    if (!row) {
      errors[attr] = [`The selected ${attr} is invalid.`]
      return
    }
    const reason = why(row)
    if (reason) errors[attr] = [reason]
  })
  return errors
}

const answer = (req: RequestContext, rows: InvestmentRow[]) =>
  json({
    data: rows.map((r) =>
      recordJson(req, registry, def, investmentsOf(req.host.db).find(r.id) ?? r),
    ),
  })

/**
 * POST /api/investment-opportunities/{id}/cash-calls: the reserved investments named (or all
 * the opportunity's reserved ones) move to awaiting_payment with their due date and amount due.
 */
async function issueCashCall(req: RequestContext): Promise<Response> {
  const db = req.host.db
  const opp = /^\d+$/.test(req.params.id)
    ? db.table<OpportunityRow>('investment-opportunities').find(Number(req.params.id))
    : undefined
  if (!opp) return modelNotFound('InvestmentOpportunity', req.params.id)
  const actor = authUser(req)
  if (
    !mayCashCall(req, 'create') ||
    !can(actor.role_id, familyResource('investment-opportunities', opp as never), 'show')
  ) {
    return forbidden()
  }
  const input = req.input.fields
  const { errors, data } = validate(
    {
      investment_ids: 'sometimes|array',
      due_date: 'required|date',
      amounts: 'sometimes|array',
    },
    input,
    { db },
  )
  if (!errors.due_date && String(data.due_date).slice(0, 10) < today(req)) {
    errors.due_date = ['The due date field must be a date after or equal to today.']
  }
  const ofOpp = (id: number) => {
    const row = investmentsOf(db).find(id)
    return row && row.investment_opportunity_id === opp.id ? row : undefined
  }
  const notReserved = (row: InvestmentRow) =>
    row.status === 'reserved' ? null : `Investment ${row.payment_reference} is not reserved.`
  let targets: InvestmentRow[] = []
  if (!errors.investment_ids && isIdList(input.investment_ids)) {
    Object.assign(errors, idErrors(input.investment_ids, 'investment_ids', ofOpp, notReserved))
    targets = input.investment_ids.map((id) => ofOpp(Number(id))).filter((r) => r !== undefined)
  } else if (!errors.investment_ids) {
    targets = investmentsOf(db).where(
      (i) => i.investment_opportunity_id === opp.id && i.status === 'reserved',
    )
    if (targets.length === 0) errors.investment_ids = ['There are no reserved investments to call.']
  }
  if (isIdList(input.investment_ids) && input.investment_ids.length === 0)
    errors.investment_ids = ['The investment ids field is required.']
  // amounts: { [investment id]: amount due }; each defaults to the reservation's amount.
  const amounts = (input.amounts ?? {}) as Record<string, unknown>
  if (!errors.amounts) {
    for (const [id, value] of Object.entries(amounts)) {
      const n = Number(value)
      if (value === null || value === '' || !Number.isFinite(n))
        errors[`amounts.${id}`] = [`The amounts.${id} field must be a number.`]
      else if (n < 1) errors[`amounts.${id}`] = [`The amounts.${id} field must be at least 1.`]
    }
  }
  if (Object.keys(errors).length) return validationError(errors)

  const due = String(data.due_date).slice(0, 10)
  for (const row of targets) {
    const amountDue = amounts[row.id] != null ? Number(amounts[row.id]) : Number(row.amount)
    await investmentsOf(db).update(row.id, {
      status: 'awaiting_payment',
      payment_state: 'cash_call_awaiting',
      cash_call_due_date: due,
      cash_call_amount: Math.round(amountDue * 100) / 100,
      updated_at: timestamp(req.host.now()),
    })
    await notify(req.host, row.user_id, {
      message: `Cash call for ${opp.name}: please pay ${gbp(amountDue)} by ${longDate(due)}, quoting reference ${row.payment_reference}.`,
      cta: AWAITING_TAB,
      icon: CASH_CALL_ICON,
      investment_id: row.id,
    })
  }
  await recomputeRaised(db, opp.id)
  return answer(req, targets)
}

/** POST /api/investments/mark-paid: reserved or cash-called investments are paid. */
async function markPaid(req: RequestContext): Promise<Response> {
  if (!mayCashCall(req, 'update')) return forbidden()
  const db = req.host.db
  const input = req.input.fields
  const { errors } = validate({ ids: 'required|array' }, input, { db })
  if (!errors.ids && (!isIdList(input.ids) || input.ids.length === 0))
    errors.ids = ['The ids field is required.']
  if (Object.keys(errors).length) return validationError(errors)
  const ids = input.ids as unknown[]
  const unpaid = (row: InvestmentRow) =>
    row.status === 'reserved' || row.status === 'awaiting_payment'
      ? null
      : `Investment ${row.payment_reference} is not awaiting payment.`
  Object.assign(
    errors,
    idErrors(ids, 'ids', (id) => investmentsOf(db).find(id), unpaid),
  )
  if (Object.keys(errors).length) return validationError(errors)

  const at = timestamp(req.host.now())
  const rows = ids.map((id) => investmentsOf(db).find(Number(id))!)
  const opps = new Set<number>()
  for (const row of rows) {
    await investmentsOf(db).update(row.id, {
      status: 'paid',
      payment_state: 'cash_call_received',
      paid_at: at,
      updated_at: at,
    })
    opps.add(row.investment_opportunity_id)
    const opp = db
      .table<OpportunityRow>('investment-opportunities')
      .find(row.investment_opportunity_id)
    const amount = row.cash_call_amount != null ? Number(row.cash_call_amount) : Number(row.amount)
    await notify(req.host, row.user_id, {
      message: `Payment of ${gbp(amount)} received for ${opp?.name ?? 'your investment'}. Thank you.`,
      cta: RECEIVED_TAB,
      icon: PAYMENT_RECEIVED_ICON,
      investment_id: row.id,
    })
  }
  for (const id of opps) await recomputeRaised(db, id)
  return answer(req, rows)
}

/** POST /api/investments/{id}/cancel: a reservation not yet paid is cancelled. */
async function cancelInvestment(req: RequestContext): Promise<Response> {
  const db = req.host.db
  const row = /^\d+$/.test(req.params.id)
    ? investmentsOf(db).find(Number(req.params.id))
    : undefined
  if (!row) return modelNotFound('Investment', req.params.id)
  if (!mayCashCall(req, 'update')) return forbidden()
  if (row.status !== 'reserved' && row.status !== 'awaiting_payment') {
    return validationError({
      investment: ['Only a reserved or awaiting payment investment can be cancelled.'],
    })
  }
  await investmentsOf(db).update(row.id, {
    status: 'cancelled',
    updated_at: timestamp(req.host.now()),
  })
  await recomputeRaised(db, row.investment_opportunity_id)
  const opp = db
    .table<OpportunityRow>('investment-opportunities')
    .find(row.investment_opportunity_id)
  await notify(req.host, row.user_id, {
    message: `Your reservation of ${gbp(Number(row.amount))} in ${opp?.name ?? 'an opportunity'} has been cancelled.`,
    cta: RESERVED_TAB,
    icon: null,
    investment_id: row.id,
  })
  return json({ data: recordJson(req, registry, def, investmentsOf(db).find(row.id)!) })
}
