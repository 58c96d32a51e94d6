import { defineResource } from '../engine/types'
import { childOfReadableOpportunity } from './groups/deals-access'
import { belongsTo } from '../engine/relation-helpers'
import { opportunityParent } from '../engine/parent-guards'

/** Investor perks for investing at least a given amount in an opportunity. */
export const rewards = defineResource({
  family: 'rewards',
  model: 'Reward',
  parent: opportunityParent,
  // prettier-ignore
  fields: [
    'id', 'investment_opportunity_id', 'title', 'description', 'minimum_amount', 'created_at',
    'updated_at',
  ],
  filters: { exact: ['id', 'investment_opportunity_id'], partial: ['title'] },
  sorts: ['id', 'minimum_amount', 'title', 'created_at'],
  defaultSort: 'minimum_amount',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
  },
  rules: {
    investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
    title: 'required|string|max:255',
    description: 'nullable|string|max:2000',
    minimum_amount: 'required|numeric|min:0',
  },
  defaults: () => ({ description: null }),
  investor: { read: childOfReadableOpportunity },
})
