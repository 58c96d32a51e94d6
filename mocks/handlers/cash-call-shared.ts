import type { Database } from '../db/db'
import type { RequestContext } from '../http/context'
import { json, type FieldErrors } from '../http/responses'
import { recordJson } from '../engine/records'
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

/** Each id must name an investment of `where`, with Laravel's `ids.N` keys. */
export function idErrors(
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

export const answer = (req: RequestContext, rows: InvestmentRow[]) =>
  json({
    data: rows.map((r) => investmentJson(req, investmentsOf(req.host.db).find(r.id) ?? r)),
  })
