import { defineResource } from '../engine/types'
import { childOfReadableOpportunity } from './groups/deals-access'
import { belongsTo, hasMany } from '../engine/relation-helpers'
import { opportunityParent } from '../engine/parent-guards'

/** Terms an investor accepts when investing in an opportunity (versioned per opportunity). */
export const intentTerms = defineResource({
  family: 'intent-terms',
  model: 'IntentTerm',
  parent: opportunityParent,
  // prettier-ignore
  fields: [
    'id', 'investment_opportunity_id', 'title', 'body', 'version', 'is_active', 'created_at',
    'updated_at',
  ],
  filters: {
    exact: ['id', 'investment_opportunity_id', 'version', 'is_active'],
    partial: ['title'],
  },
  sorts: ['id', 'version', 'title', 'created_at'],
  defaultSort: '-version',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
    intents: hasMany('intents', 'intent_term_id'),
  },
  rules: {
    investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
    title: 'required|string|max:255',
    body: 'required|string',
    version: 'sometimes|integer|min:1',
    is_active: 'sometimes|boolean',
  },
  defaults: (input, ctx) => ({
    // A new set of terms for an opportunity supersedes the previous version.
    version:
      Math.max(
        0,
        ...ctx.req.host.db
          .table('intent-terms')
          .where((t) => t.investment_opportunity_id === Number(input.investment_opportunity_id))
          .map((t) => Number(t.version)),
      ) + 1,
    is_active: 1,
  }),
  investor: { read: childOfReadableOpportunity },
})
