import { defineResource } from '../engine/types'
import { childOfReadableOpportunity } from './groups/deals-access'
import { belongsTo } from '../engine/relation-helpers'
import { opportunityParent } from '../engine/parent-guards'

/** The highlights listed at the top of an opportunity ("Why invest"). */
export const keyPoints = defineResource({
  family: 'key-points',
  model: 'KeyPoint',
  parent: opportunityParent,
  // prettier-ignore
  fields: [
    'id', 'investment_opportunity_id', 'title', 'body', 'order', 'created_at', 'updated_at',
  ],
  filters: { exact: ['id', 'investment_opportunity_id'], partial: ['title'] },
  sorts: ['id', 'order', 'title', 'created_at'],
  defaultSort: 'order',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
  },
  rules: {
    investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
    title: 'required|string|max:255',
    body: 'nullable|string|max:5000',
    order: 'nullable|integer|min:0',
  },
  defaults: () => ({ body: null, order: 0 }),
  investor: { read: childOfReadableOpportunity },
})
