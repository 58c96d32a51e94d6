import { timestamp } from '../db/db'
import type { RequestContext } from '../http/context'
import { validationError } from '../http/responses'
import { defineAction } from '../engine/actions'
import { opportunityGrants, staffGrants } from '../engine/grants'
import { validate } from '../engine/validate'
import { notify } from '../host/notify'
import { gbp, type OpportunityRow } from '../resources/groups/deals-access'
import { recomputeRaised, type InvestmentRow } from '../resources/groups/deals-investment-logic'
import {
  answer,
  AWAITING_TAB,
  CASH_CALL,
  CASH_CALL_ICON,
  idErrors,
  investmentsOf,
  isIdList,
} from './cash-call-shared'

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

/**
 * POST /api/investment-opportunities/{id}/cash-calls: the reserved investments named (or all
 * the opportunity's reserved ones) move to awaiting_payment with their due date and amount due.
 */
export const issueCashCall = defineAction<OpportunityRow>({
  method: 'POST',
  path: '/api/investment-opportunities/:id/cash-calls',
  load: { table: 'investment-opportunities', model: 'InvestmentOpportunity' },
  may: (req, opp) =>
    staffGrants(req.user, CASH_CALL, 'create') && opportunityGrants(req.user, opp, 'show'),
  handle: async (req, _data, opp) => {
    const db = req.host.db
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
    if (!errors.due_date) {
      const dueDate = validate({ due_date: 'after_or_equal:today' }, data, {
        db,
        today: today(req),
      })
      Object.assign(errors, dueDate.errors)
    }
    const ofOpp = (id: number) => {
      const row = investmentsOf(db).find(id)
      return row && row.investment_opportunity_id === opp.id ? row : undefined
    }
    const notReserved = (row: InvestmentRow) =>
      row.status === 'reserved' ? null : `Investment ${row.payment_reference} is not reserved.`
    let targets: InvestmentRow[] = []
    if (!errors.investment_ids && isIdList(input.investment_ids)) {
      const rule = `integer|exists:investments,id,investment_opportunity_id,${opp.id}`
      Object.assign(
        errors,
        idErrors(db, input.investment_ids, ['investment_ids', rule], notReserved),
      )
      targets = input.investment_ids.map((id) => ofOpp(Number(id))).filter((r) => r !== undefined)
    } else if (!errors.investment_ids) {
      targets = investmentsOf(db).where(
        (i) => i.investment_opportunity_id === opp.id && i.status === 'reserved',
      )
      if (targets.length === 0)
        errors.investment_ids = ['There are no reserved investments to call.']
    }
    // An empty list fails `required`; null (like absent) means every reserved investment.
    if (isIdList(input.investment_ids) && input.investment_ids.length === 0)
      Object.assign(errors, validate({ investment_ids: 'required' }, input, { db }).errors)
    // amounts: { [investment id]: amount due }; each defaults to the reservation's amount.
    const amounts = (input.amounts ?? {}) as Record<string, unknown>
    Object.assign(errors, validate({ 'amounts.*': 'numeric|min:1' }, input, { db }).errors)
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
  },
})
