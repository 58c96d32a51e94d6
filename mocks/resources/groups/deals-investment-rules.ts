import type { Database } from '../../db/db'
import type { UserRow } from '../../http/context'
import type { FieldErrors } from '../../http/responses'
import { isExactEntitlement } from './deals-placement-extras'
import {
  INVESTABLE_STATUSES,
  investorCanReadOpportunity,
  type OpportunityRow,
} from './deals-access'
import {
  holdsOpportunity,
  investments,
  opportunities,
  userInvestmentMethodIds,
  userOrganisationIds,
} from './deals-investment-logic'

/**
 * What a reservation is refused for: the column an investor type needs, an opportunity not
 * open to the investor, an amount outside its minimum, maximum and increment.
 */

/** A follow-on may also go into a completed round (status 5), e.g. at a new share price. */
const FOLLOW_ON_STATUSES: readonly number[] = [...INVESTABLE_STATUSES, 5]

/** Laravel's required_if messages for the column each investor type needs. */
export function investorTypeErrors(values: Record<string, unknown>): FieldErrors {
  const needs: Record<string, string> = {
    organisation: 'organisation_id',
    investment_method: 'investment_method_id',
    pension: 'pension_provider',
  }
  const type = String(values.investor_type ?? '')
  const column = needs[type]
  if (!column || (values[column] !== null && values[column] !== undefined && values[column] !== ''))
    return {}
  return {
    [column]: [`The ${column.replace(/_/g, ' ')} field is required when investor type is ${type}.`],
  }
}

/**
 * The checks an investor's own reservation must pass beyond the rule strings, with Laravel's
 * messages: the opportunity must be visible to them and live (or, for a follow-on, held by
 * them), and the amount within the opportunity's minimum, maximum and increment.
 */
export function investorInvestmentErrors(
  db: Database,
  input: Record<string, unknown>,
  user: UserRow,
  opts: { subsequent?: boolean; today?: string } = {},
): FieldErrors {
  const errors: FieldErrors = {}
  const oppId = Number(input.investment_opportunity_id)
  const opp = opportunities(db).find(oppId)
  const visible = opp !== undefined && investorCanReadOpportunity(db, user.id, oppId)
  if (!opp || !visible) {
    errors.investment_opportunity_id = ['The selected investment opportunity id is invalid.']
  } else if (opts.subsequent && !holdsOpportunity(db, user.id, oppId)) {
    errors.investment_opportunity_id = ['You do not hold an investment in this opportunity.']
  } else if (!(opts.subsequent ? FOLLOW_ON_STATUSES : INVESTABLE_STATUSES).includes(opp.status)) {
    errors.investment_opportunity_id = ['This opportunity is not open for investment.']
  }
  const orgId = input.organisation_id
  if (orgId != null && orgId !== '' && !userOrganisationIds(db, user.id).has(Number(orgId))) {
    errors.organisation_id = ['The selected organisation id is invalid.']
  }
  const methodId = input.investment_method_id
  if (
    methodId != null &&
    methodId !== '' &&
    !userInvestmentMethodIds(db, user.id).has(Number(methodId))
  ) {
    errors.investment_method_id = ['The selected investment method id is invalid.']
  }
  Object.assign(errors, investorTypeErrors(input))
  const allowed = opp?.allowed_investor_types
  // The type the row will be stored with (investmentDefaults derives it when none is sent).
  const type = String(
    input.investor_type ??
      (input.organisation_id != null
        ? 'organisation'
        : input.investment_method_id != null
          ? 'investment_method'
          : 'individual'),
  )
  if (Array.isArray(allowed) && allowed.length > 0 && !allowed.includes(type)) {
    errors.investor_type = ['The selected investor type may not invest in this opportunity.']
  }
  const amount = Number(input.amount)
  if (opp && !errors.investment_opportunity_id && Number.isFinite(amount)) {
    const entitlement = isExactEntitlement(db, user.id, oppId, amount, opts.today)
    const held = entitlement ? 0 : heldAmount(db, user.id, oppId)
    const amountError = amountErrorFor(opp, amount, entitlement, held)
    if (amountError) errors.amount = [amountError]
  }
  return errors
}

/** What a user already has in an opportunity: their investments that are not cancelled. */
export function heldAmount(db: Database, userId: number, oppId: number): number {
  let pence = 0
  for (const i of investments(db).all()) {
    if (i.user_id !== userId || i.investment_opportunity_id !== oppId) continue
    if (i.status === 'cancelled') continue
    const amount = Number(i.amount)
    if (Number.isFinite(amount)) pence += Math.round(amount * 100)
  }
  return pence / 100
}

/**
 * `held`: what the investor already has in the opportunity; the maximum bounds their total,
 * not each reservation (else one investor could reserve the maximum again and again).
 * `entitlement`: a holder's exact pre-emption take-up (their pro-rata right), bound by the
 * maximum of a single investment only.
 */
function amountErrorFor(
  opp: OpportunityRow,
  amount: number,
  entitlement = false,
  held = 0,
): string | null {
  const { minimum_investment: min, maximum_investment: max, investment_increment: step } = opp
  if (max != null && max > 0 && Math.round((amount + held) * 100) > Math.round(max * 100)) {
    if (held <= 0) return `The amount field must not be greater than ${max}.`
    const room = Math.max(0, Math.round((max - held) * 100) / 100)
    return room > 0
      ? `The amount field must not be greater than ${room}, as your investments in this opportunity may not total more than ${max}.`
      : `You have already invested the maximum of ${max} in this opportunity.`
  }
  if (entitlement) return null
  if (min != null && amount < min) return `The amount field must be at least ${min}.`
  // Compare in pence so that 0.1-style increments do not trip on floating point.
  if (step != null && step > 0 && Math.round(amount * 100) % Math.round(step * 100) !== 0) {
    return `The amount field must be a multiple of ${step}.`
  }
  return null
}
