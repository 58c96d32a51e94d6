import { defineResource } from '../engine/types'
import { childOfReadableOpportunity } from './groups/deals-access'
import { belongsTo } from '../engine/relation-helpers'
import { opportunityParent } from '../engine/parent-guards'

/** Milestones of an opportunity: launch, first close, final close, completion, exit window. */
export const keyDates = defineResource({
  family: 'key-dates',
  model: 'KeyDate',
  parent: opportunityParent,
  // prettier-ignore
  fields: [
    'id', 'investment_opportunity_id', 'label', 'date', 'description', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'investment_opportunity_id'],
    partial: ['label'],
    scopes: {
      upcoming: (row, _v, ctx) =>
        typeof row.date === 'string' && row.date >= ctx.req.host.now().toISOString().slice(0, 10),
    },
  },
  sorts: ['id', 'date', 'label', 'created_at'],
  defaultSort: 'date',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
  },
  rules: {
    investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
    label: 'required|string|max:255',
    date: 'required|date',
    description: 'nullable|string|max:1000',
  },
  defaults: () => ({ description: null }),
  investor: { read: childOfReadableOpportunity },
})
