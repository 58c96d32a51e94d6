import { defineResource } from '../engine/types'
import { childOfReadableOpportunity } from './groups/deals-access'
import { TAX_RELIEFS } from './groups/deals-investment-logic'
import { belongsTo } from '../engine/relation-helpers'

/**
 * Tax wrappers an investor may choose when investing: account-wide (no opportunity) or
 * specific to one opportunity (e.g. its EIS advance assurance).
 */
export const taxOptions = defineResource({
  family: 'tax-options',
  model: 'TaxOption',
  // prettier-ignore
  fields: [
    'id', 'investment_opportunity_id', 'name', 'description', 'relief_percent', 'is_active',
    'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'investment_opportunity_id', 'name', 'is_active'],
    scopes: {
      // Account-wide options (no opportunity).
      global: (row, [v]) => (row.investment_opportunity_id === null) === (v !== '0'),
    },
  },
  sorts: ['id', 'name', 'relief_percent', 'created_at'],
  defaultSort: 'id',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
  },
  rules: {
    investment_opportunity_id: 'nullable|integer|exists:investment-opportunities,id',
    name: `required|in:${TAX_RELIEFS.join(',')}`,
    description: 'nullable|string|max:1000',
    relief_percent: 'nullable|numeric|between:0,100',
    is_active: 'sometimes|boolean',
  },
  defaults: () => ({
    investment_opportunity_id: null,
    description: null,
    relief_percent: 0,
    is_active: 1,
  }),
  investor: {
    read: (row, ctx) =>
      row.investment_opportunity_id === null || childOfReadableOpportunity(row, ctx),
  },
})
