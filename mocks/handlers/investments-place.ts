import { opportunityGrants } from '../engine/grants'
import type { RequestContext, UserRow } from '../http/context'
import { authUser } from '../http/context'
import { forbidden, json, validationError, type FieldErrors } from '../http/responses'
import { INVESTOR_ROLE } from '../../src/lib/permissions'
import { validate } from '../engine/validate'
import { recordJson } from '../engine/records'
import { registry } from '../resources'
import { investments } from '../resources/investments'
import type { OpportunityRow } from '../resources/groups/deals-access'
import {
  holdsOpportunity,
  storeInvestment,
  userOrganisationIds,
} from '../resources/groups/deals-investment-logic'
import {
  investorInvestmentErrors,
  investorTypeErrors,
} from '../resources/groups/deals-investment-rules'
import { isoDay } from '../../src/lib/investments'
import { intentTermErrors, recordPlacementExtras } from '../resources/groups/deals-placement-extras'
import { investorRefusal } from './investments-eligibility'
import { hostFlags } from '../host/features'

/** How an investment is placed: the portal's own reservation or one of the special routes. */
export type Placement = 'store' | 'subsequent' | 'org' | 'pension' | 'manual'

/** The intent terms the investor accepted: recorded as an intent beside the investment. */
const INTENT_TERM_RULE = { intent_term_id: 'nullable|integer|exists:intent-terms,id' }

const PLACEMENT_RULES: Record<Placement, Record<string, string>> = {
  store: { ...investments.rules, ...INTENT_TERM_RULE },
  subsequent: {
    ...pick(
      'investment_opportunity_id',
      'amount',
      'tax_option',
      'organisation_id',
      'investment_method_id',
    ),
    ...INTENT_TERM_RULE,
  },
  org: {
    ...pick('investment_opportunity_id', 'amount', 'tax_option'),
    organisation_id: 'required|integer|exists:organisations,id',
    ...INTENT_TERM_RULE,
  },
  pension: {
    ...pick('investment_opportunity_id', 'amount', 'tax_option'),
    pension_provider: 'required|string|max:255',
    ...INTENT_TERM_RULE,
  },
  manual: investments.rules,
}

function pick(...fields: string[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, investments.rules[f]]))
}

/** Columns the route decides, whoever asks. */
const FIXED: Record<Placement, Record<string, unknown>> = {
  store: {},
  subsequent: { is_subsequent: 1 },
  org: { investor_type: 'organisation' },
  pension: { investor_type: 'pension' },
  manual: {},
}

/** Columns an investor's own reservation always starts with, whatever they send. */
const INVESTOR_FORCED = {
  status: 'reserved',
  payment_state: 'reserved',
  paid_at: null,
  completed_at: null,
  share_price: undefined,
  shares: undefined,
  created_by: null,
  notes: null,
}

/**
 * Place an investment through the portal (investors, within the opportunity's limits) or the
 * admin (staff who may update the opportunity; `manual` skips the limits, as a back-office
 * correction would). Side effects (raised amount, staff notification) run in storeInvestment.
 */
export async function placeInvestment(req: RequestContext, kind: Placement): Promise<Response> {
  const actor = authUser(req)
  const investor = actor.role_id === INVESTOR_ROLE
  if (investor && kind === 'manual') return forbidden()
  const db = req.host.db
  // Who may invest at all (the portal's own rule): the `verified` middleware's 403 first, then
  // terms, category and the appropriateness test as 422s beside the fields' own errors.
  const refusal = investor ? investorRefusal(db, actor, req.host.now()) : null
  if (refusal && 'response' in refusal) return refusal.response
  const refused: FieldErrors = refusal?.errors ?? {}
  const rules = investor
    ? PLACEMENT_RULES[kind]
    : { ...PLACEMENT_RULES[kind], user_id: 'required|integer|exists:users,id' }
  const { ok, errors, data } = validate(rules, req.input.fields, { db })
  if (!ok) return validationError({ ...errors, ...refused })
  return placeValidated(req, kind, data, refused)
}

/** Staff's manual placement (investors refused): the rules placeInvestment gives staff. */
export const MANUAL_PLACEMENT_RULES: Record<string, string> = {
  ...PLACEMENT_RULES.manual,
  user_id: 'required|integer|exists:users,id',
}

/**
 * An investment placed once its fields passed the placement's rules: the opportunity's own
 * checks (staff's grant on it, the investor's limits), then the row and its extras.
 */
export async function placeValidated(
  req: RequestContext,
  kind: Placement,
  data: Record<string, unknown>,
  refused: FieldErrors = {},
): Promise<Response> {
  const actor = authUser(req)
  const investor = actor.role_id === INVESTOR_ROLE
  const db = req.host.db
  const opp = db
    .table<OpportunityRow>('investment-opportunities')
    .find(Number(data.investment_opportunity_id))
  if (!opp)
    return validationError({
      investment_opportunity_id: ['The selected investment opportunity id is invalid.'],
      ...refused,
    })

  const { intent_term_id: intentTermId, ...columns } = data
  let values: Record<string, unknown> = { ...columns, ...FIXED[kind] }
  let problems: FieldErrors
  if (investor) {
    values = { ...values, ...INVESTOR_FORCED, user_id: actor.id }
    for (const k of Object.keys(values)) if (values[k] === undefined) delete values[k]
    problems = investorInvestmentErrors(db, values, actor, {
      subsequent: kind === 'subsequent',
      today: isoDay(req.host.now()),
    })
  } else {
    if (!opportunityGrants(actor, opp, 'update')) return forbidden()
    problems = staffErrors(req, kind, values)
  }
  const termsAsked = investor && hostFlags(db).termsConditions
  Object.assign(problems, intentTermErrors(db, opp.id, intentTermId, termsAsked), refused)
  if (Object.keys(problems).length) return validationError(problems)

  const row = await storeInvestment(req.host, values, actor)
  await recordPlacementExtras(db, row, intentTermId, req.host.now())
  return json(
    { data: recordJson(req, registry, investments as never, row, ['investmentOpportunity']) },
    201,
  )
}

function staffErrors(
  req: RequestContext,
  kind: Placement,
  values: Record<string, unknown>,
): FieldErrors {
  const db = req.host.db
  const userId = Number(values.user_id)
  const user = db.table<UserRow>('users').find(userId)
  const errors: FieldErrors = investorTypeErrors(values)
  if (!user || user.role_id !== INVESTOR_ROLE) errors.user_id = ['The selected user id is invalid.']
  if (
    kind === 'subsequent' &&
    !holdsOpportunity(db, userId, Number(values.investment_opportunity_id))
  ) {
    errors.investment_opportunity_id = [
      'The investor does not hold an investment in this opportunity.',
    ]
  }
  if (kind === 'org' && !userOrganisationIds(db, userId).has(Number(values.organisation_id))) {
    errors.organisation_id = ['The selected organisation id is invalid.']
  }
  return errors
}
