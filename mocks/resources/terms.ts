import { defineResource } from '../engine/types'
import { childOfReadableOpportunity } from './groups/deals-access'
import { belongsTo } from '../engine/relation-helpers'

/** An opportunity's term sheet, one labelled line per row (e.g. "Instrument: Ordinary shares"). */
export const terms = defineResource({
  family: 'terms',
  model: 'Term',
  fields: [
    'id',
    'investment_opportunity_id',
    'label',
    'value',
    'order',
    'created_at',
    'updated_at',
  ],
  filters: { exact: ['id', 'investment_opportunity_id'], partial: ['label'] },
  sorts: ['id', 'order', 'label', 'created_at'],
  defaultSort: 'order',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
  },
  rules: {
    investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
    label: 'required|string|max:255',
    value: 'required|string|max:1000',
    order: 'nullable|integer|min:0',
  },
  defaults: () => ({ order: 0 }),
  investor: { read: childOfReadableOpportunity },
})
