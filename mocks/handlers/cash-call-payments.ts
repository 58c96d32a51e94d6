import { timestamp } from '../db/db'
import { json, validationError, type FieldErrors } from '../http/responses'
import { defineAction } from '../engine/actions'
import { notify } from '../host/notify'
import { gbp, type OpportunityRow } from '../resources/groups/deals-access'
import { recomputeRaised, type InvestmentRow } from '../resources/groups/deals-investment-logic'
import {
  answer,
  CASH_CALL,
  idErrors,
  investmentJson,
  investmentsOf,
  isIdList,
  PAYMENT_RECEIVED_ICON,
  RECEIVED_TAB,
  RESERVED_TAB,
} from './cash-call-shared'

/** POST /api/investments/mark-paid: reserved or cash-called investments are paid. */
export const markPaid = defineAction({
  method: 'POST',
  path: '/api/investments/mark-paid',
  may: { resource: CASH_CALL, action: 'update', staff: true },
  rules: { ids: 'required|array' },
  handle: async (req) => {
    const db = req.host.db
    const ids = req.input.fields.ids
    // `array` also takes an object (a PHP associative array); the ids must be a list.
    if (!isIdList(ids)) return validationError({ ids: ['The ids field is required.'] })
    const errors: FieldErrors = {}
    const unpaid = (row: InvestmentRow) =>
      row.status === 'reserved' || row.status === 'awaiting_payment'
        ? null
        : `Investment ${row.payment_reference} is not awaiting payment.`
    Object.assign(errors, idErrors(db, ids, ['ids', 'integer|exists:investments,id'], unpaid))
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
      const amount =
        row.cash_call_amount != null ? Number(row.cash_call_amount) : Number(row.amount)
      await notify(req.host, row.user_id, {
        message: `Payment of ${gbp(amount)} received for ${opp?.name ?? 'your investment'}. Thank you.`,
        cta: RECEIVED_TAB,
        icon: PAYMENT_RECEIVED_ICON,
        investment_id: row.id,
      })
    }
    for (const id of opps) await recomputeRaised(db, id)
    return answer(req, rows)
  },
})

/** POST /api/investments/{id}/cancel: a reservation not yet paid is cancelled. */
export const cancelInvestment = defineAction<InvestmentRow>({
  method: 'POST',
  path: '/api/investments/:id/cancel',
  load: { table: 'investments', model: 'Investment' },
  may: { resource: CASH_CALL, action: 'update', staff: true },
  handle: async (req, _data, row) => {
    const db = req.host.db
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
    return json({ data: investmentJson(req, investmentsOf(db).find(row.id)!) })
  },
})
