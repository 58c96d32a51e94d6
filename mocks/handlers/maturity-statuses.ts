import { defineAction, registerActions } from '../engine/actions'
import { timestamp } from '../db/db'
import type { Router } from '../http/router'
import { authUser } from '../http/context'
import { json, validationError } from '../http/responses'
import { validate } from '../engine/validate'
import { recordJson } from '../engine/records'
import { registry } from '../resources'
import { investments as investmentsDef } from '../resources/investments'
import { MATURITY_STATUSES } from '../resources/fund-investment-opportunities'
import type { InvestmentRow } from '../resources/groups/deals-investment-logic'

export type MaturityStatus = (typeof MATURITY_STATUSES)[number]

/** One step of an investment's maturity history (`maturity_history`, oldest first). */
export interface MaturityStep {
  status: MaturityStatus
  /** The day the investment entered the state (Y-m-d). */
  date: string
  /** The state it left; null for the first step. */
  from: MaturityStatus | null
  changed_by: number
  changed_at: string
}

/**
 * Where an investment may go from each state: it is open until it starts maturing, and a
 * maturing one either pays out (matured) or is rolled over into a new term. Both are final.
 */
export const MATURITY_NEXT: Record<MaturityStatus, readonly MaturityStatus[]> = {
  open: ['maturing'],
  maturing: ['matured', 'rolled_over'],
  matured: [],
  rolled_over: [],
}

const LABEL: Record<MaturityStatus, string> = {
  open: 'Open',
  maturing: 'Maturing',
  matured: 'Matured',
  rolled_over: 'Rolled over',
}

/** An investment's maturity state; one never moved is open. */
export const maturityOf = (row: InvestmentRow): MaturityStatus =>
  (row.maturity_status as MaturityStatus | null | undefined) ?? 'open'

/**
 * The maturity statuses of a fund opportunity's investments: staff who may update fund
 * opportunities (`funds_opportunity` update) move investments to their next state with a date.
 */
export function registerMaturityStatusEndpoints(router: Router) {
  registerActions(router, [moveMaturityStatus])
}

/**
 * POST /api/fund-investment-opportunities/{id}/maturity-statuses: each investment named moves
 * to `status` on `date`, its step appended to `maturity_history`. All or none move.
 */
const moveMaturityStatus = defineAction({
  method: 'POST',
  path: '/api/fund-investment-opportunities/:id/maturity-statuses',
  feature: 'funds',
  load: { table: 'fund-investment-opportunities', model: 'FundInvestmentOpportunity' },
  may: { resource: 'funds_opportunity', action: 'update', staff: true },
  handle: async (req, _data, fio) => {
    const db = req.host.db
    const actor = authUser(req)
    const input = req.input.fields
    const { errors, data } = validate(
      {
        investment_ids: 'required|array',
        status: `required|in:${MATURITY_STATUSES.filter((s) => s !== 'open').join(',')}`,
        date: 'required|date',
      },
      input,
      { db },
    )
    const status = data.status as MaturityStatus
    const date = String(data.date ?? '').slice(0, 10)
    const table = db.table<InvestmentRow>('investments')
    const targets: InvestmentRow[] = []
    if (!errors.investment_ids && Array.isArray(input.investment_ids)) {
      input.investment_ids.forEach((raw, n) => {
        const attr = `investment_ids.${n}`
        const row = /^\d+$/.test(String(raw)) ? table.find(Number(raw)) : undefined
        if (!row || row.fund_investment_opportunity_id !== fio.id || row.status === 'cancelled') {
          errors[attr] = [`The selected ${attr} is invalid.`]
          return
        }
        const current = maturityOf(row)
        if (!errors.status && !MATURITY_NEXT[current].includes(status)) {
          errors[attr] = [
            `Investment ${row.payment_reference} cannot move from ${LABEL[current]} to ${LABEL[status]}.`,
          ]
          return
        }
        const since = row.maturity_status_date as string | null | undefined
        if (!errors.date && since && date < since) {
          errors.date = [`The date field must be a date after or equal to ${since}.`]
        }
        targets.push(row)
      })
    }
    if (Object.keys(errors).length) return validationError(errors)

    const at = timestamp(req.host.now())
    for (const row of targets) {
      const history = (row.maturity_history as MaturityStep[] | null | undefined) ?? []
      const step: MaturityStep = {
        status,
        date,
        from: maturityOf(row),
        changed_by: actor.id,
        changed_at: at,
      }
      await table.update(row.id, {
        maturity_status: status,
        maturity_status_date: date,
        maturity_history: [...history, step],
        updated_at: at,
      })
    }
    return json({
      data: targets.map((r) =>
        recordJson(req, registry, investmentsDef as never, table.find(r.id) ?? r),
      ),
    })
  },
})
