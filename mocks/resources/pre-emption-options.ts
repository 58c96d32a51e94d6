import { isoDay } from '../../src/lib/investments'
import { defineResource } from '../engine/types'
import { ownRow } from './groups/deals-access'
import { belongsTo, hasMany } from '../engine/relation-helpers'
import { opportunityParent } from '../engine/parent-guards'

export const PRE_EMPTION_OPTION_STATUSES = ['open', 'exercised', 'lapsed', 'closed'] as const

/**
 * A holder's pre-emption offer on a new round of an existing investment: the amount they may
 * take up to keep their percentage, until the deadline.
 */
export const preEmptionOptions = defineResource({
  family: 'pre-emption-options',
  model: 'PreEmptionOption',
  parent: opportunityParent,
  // prettier-ignore
  fields: [
    'id', 'investment_opportunity_id', 'user_id', 'current_holding_amount', 'entitlement_amount',
    'share_price', 'deadline', 'status', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'investment_opportunity_id', 'user_id', 'status'],
    scopes: {
      // Options still waiting on the investor's answer.
      // An offer whose deadline has passed lapses, whatever its stored status still says.
      awaiting: (row, _v, ctx) =>
        row.status === 'open' &&
        String(row.deadline).slice(0, 10) >= isoDay(ctx.req.host.now()) &&
        ctx.req.host.db
          .table('pre-emption-choices')
          .first((c) => c.pre_emption_option_id === row.id) === undefined,
    },
  },
  sorts: ['id', 'deadline', 'entitlement_amount', 'status', 'created_at'],
  defaultSort: 'deadline',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
    user: belongsTo('users', 'user_id'),
    choices: hasMany('pre-emption-choices', 'pre_emption_option_id'),
  },
  rules: {
    investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
    user_id: 'required|integer|exists:users,id',
    current_holding_amount: 'nullable|numeric|min:0',
    entitlement_amount: 'required|numeric|min:0',
    share_price: 'nullable|numeric|min:0',
    deadline: 'required|date',
    status: `sometimes|in:${PRE_EMPTION_OPTION_STATUSES.join(',')}`,
  },
  defaults: () => ({ current_holding_amount: null, share_price: null, status: 'open' }),
  investor: { read: ownRow },
})
