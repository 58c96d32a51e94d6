import { timestamp } from '../db/db'
import { defineResource } from '../engine/types'
import { investorCanReadOpportunity, ownRow } from './groups/deals-access'
import { belongsTo } from '../engine/relation-helpers'
import { opportunityParent } from '../engine/parent-guards'

/** An investor's recorded acceptance of an opportunity's intent terms. */
export const intents = defineResource({
  family: 'intents',
  model: 'Intent',
  parent: opportunityParent,
  // prettier-ignore
  fields: [
    'id', 'user_id', 'investment_opportunity_id', 'intent_term_id', 'amount', 'accepted_at',
    'created_at', 'updated_at',
  ],
  filters: { exact: ['id', 'user_id', 'investment_opportunity_id', 'intent_term_id'] },
  sorts: ['id', 'accepted_at', 'amount', 'created_at'],
  defaultSort: '-accepted_at',
  includes: {
    user: belongsTo('users', 'user_id'),
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
    intentTerm: belongsTo('intent-terms', 'intent_term_id'),
  },
  rules: {
    user_id: 'sometimes|integer|exists:users,id',
    investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
    intent_term_id: 'required|integer|exists:intent-terms,id',
    amount: 'nullable|numeric|decimal:0,2|min:0',
  },
  updateRules: { amount: 'nullable|numeric|decimal:0,2|min:0' },
  defaults: (input, ctx) => ({
    user_id: input.user_id ?? ctx.user?.id ?? null,
    amount: null,
    accepted_at: timestamp(ctx.req.host.now()),
  }),
  investor: {
    read: ownRow,
    // Only on opportunities they can see; the record is always theirs.
    create: (input, ctx) =>
      ctx.user !== null &&
      investorCanReadOpportunity(ctx.req.host.db, ctx.user.id, input.investment_opportunity_id) && {
        user_id: ctx.user.id,
      },
  },
})
