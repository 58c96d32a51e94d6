import type { Database } from '../db/db'
import type { RequestContext } from '../http/context'
import { json, type FieldErrors } from '../http/responses'
import { recordJson } from '../engine/records'
import { validate } from '../engine/validate'
import { registry } from '../resources'
import type { InvestmentRow } from '../resources/groups/deals-investment-logic'

/** SPEC §3 notification icons of the investor's cash call and its receipt. */
export const CASH_CALL_ICON = 'investment_opportunity_cash_call'
export const PAYMENT_RECEIVED_ICON = 'investment_opportunity_payment_received'
/** The portal's payment tabs (src/investor/investments payment-tabs). */
export const AWAITING_TAB = '/investor/investments?tab=awaiting'
export const RECEIVED_TAB = '/investor/investments?tab=received'
export const RESERVED_TAB = '/investor/investments?tab=reserved'

/** Cash calls need `investment_opportunity_live_cash_call`: create to call, update to receive. */
export const CASH_CALL = 'investment_opportunity_live_cash_call'

export const investmentsOf = (db: Database) => db.table<InvestmentRow>('investments')
export const investmentJson = (req: RequestContext, row: InvestmentRow) =>
  recordJson(req, registry, registry.family('investments')!, row)

export const isIdList = (v: unknown): v is unknown[] => Array.isArray(v)

/**
 * Laravel's `{key}.*` rule (`integer|exists:...` naming an investment), then `why` the
 * investment found may not be used; errors keyed `{key}.N` in the order of the ids.
 */
export function idErrors(
  db: Database,
  ids: unknown[],
  [key, rule]: [string, string],
  why: (row: InvestmentRow) => string | null,
): FieldErrors {
  const invalid = validate({ [`${key}.*`]: rule }, { [key]: ids }, { db }).errors
  const errors: FieldErrors = {}
  ids.forEach((raw, n) => {
    const reason = invalid[`${key}.${n}`]?.[0] ?? why(investmentsOf(db).find(Number(raw))!)
    if (reason) errors[`${key}.${n}`] = [reason]
  })
  return errors
}

export const answer = (req: RequestContext, rows: InvestmentRow[]) =>
  json({
    data: rows.map((r) => investmentJson(req, investmentsOf(req.host.db).find(r.id) ?? r)),
  })
