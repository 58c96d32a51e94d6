import { defineResource } from '../engine/types'
import { viewerHoldings } from './groups/funds-holdings'
import { belongsTo } from '../engine/relation-helpers'

/**
 * What the fund itself holds (companies and other assets), at cost and at its current
 * valuation. Investors read the holdings of the funds they hold units in, as with the NAVs.
 */
export const fundHoldings = defineResource({
  family: 'fund-holdings',
  model: 'FundHolding',
  feature: 'funds',
  fields: [
    'id',
    'fund_id',
    'name',
    'investment_opportunity_id',
    'sector',
    'acquired_at',
    'cost',
    'value',
    'created_at',
    'updated_at',
  ],
  filters: { exact: ['id', 'fund_id'] },
  sorts: ['id', 'name', 'cost', 'value', 'acquired_at'],
  defaultSort: '-value',
  includes: {
    fund: belongsTo('funds', 'fund_id'),
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
  },
  rules: {
    fund_id: 'required|integer|exists:funds,id',
    name: 'required|string|max:255',
    investment_opportunity_id: 'nullable|integer|exists:investment-opportunities,id',
    sector: 'nullable|string|max:120',
    acquired_at: 'required|date',
    cost: 'required|numeric|min:0',
    value: 'required|numeric|min:0',
  },
  updateRules: {
    fund_id: 'sometimes|required|integer|exists:funds,id',
    name: 'sometimes|required|string|max:255',
    acquired_at: 'sometimes|required|date',
    cost: 'sometimes|required|numeric|min:0',
    value: 'sometimes|required|numeric|min:0',
  },
  defaults: () => ({ investment_opportunity_id: null, sector: null }),
  investor: {
    read: (row, ctx) => viewerHoldings(ctx).funds.has(Number(row.fund_id)),
  },
})
