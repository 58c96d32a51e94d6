import { defineResource } from '../engine/types'
import { slugify } from './funds'
import { belongsTo, crmChildren } from '../engine/relation-helpers'

/** SPEC §4's two-state variant of the opportunity status. */
export const FUND_OPPORTUNITY_STATUSES = { draft: 1, live: 2 } as const
/** The admin "maturity-statuses" tab. */
export const MATURITY_STATUSES = ['open', 'maturing', 'matured', 'rolled_over'] as const

export const fundInvestmentOpportunities = defineResource({
  family: 'fund-investment-opportunities',
  model: 'FundInvestmentOpportunity',
  feature: 'funds',
  fields: [
    'id',
    'fund_id',
    'name',
    'slug',
    'status',
    'target_amount',
    'raised_amount',
    'minimum_investment',
    'close_date',
    'maturity_date',
    'maturity_status',
    'description',
    'created_at',
    'updated_at',
  ],
  filters: {
    exact: ['id', 'fund_id', 'slug', 'status', 'maturity_status'],
    partial: ['name'],
    scopes: {
      search: (row, [term]) =>
        String(row.name)
          .toLowerCase()
          .includes((term ?? '').toLowerCase()),
    },
  },
  sorts: [
    'id',
    'name',
    'status',
    'target_amount',
    'raised_amount',
    'minimum_investment',
    'close_date',
    'maturity_date',
    'created_at',
  ],
  defaultSort: '-created_at',
  includes: {
    fund: belongsTo('funds', 'fund_id'),
    ...crmChildren('fund-investment-opportunities'),
  },
  rules: {
    fund_id: 'required|integer|exists:funds,id',
    name: 'required|string|max:255',
    slug: 'nullable|string|max:255|unique:fund-investment-opportunities,slug',
    status: 'required|integer|in:1,2',
    target_amount: 'required|numeric|min:0',
    raised_amount: 'nullable|numeric|min:0',
    minimum_investment: 'required|numeric|min:0',
    close_date: 'nullable|date',
    maturity_date: 'nullable|date',
    maturity_status: `nullable|in:${MATURITY_STATUSES.join(',')}`,
    description: 'nullable|string|max:20000',
  },
  updateRules: {
    fund_id: 'sometimes|required|integer|exists:funds,id',
    name: 'sometimes|required|string|max:255',
    slug: 'sometimes|required|string|max:255|unique:fund-investment-opportunities,slug',
    status: 'sometimes|required|integer|in:1,2',
    target_amount: 'sometimes|required|numeric|min:0',
    minimum_investment: 'sometimes|required|numeric|min:0',
    maturity_status: `sometimes|required|in:${MATURITY_STATUSES.join(',')}`,
  },
  defaults: (input) => ({
    slug: input.slug ?? slugify(String(input.name ?? '')),
    raised_amount: 0,
    close_date: null,
    maturity_date: null,
    maturity_status: 'open',
    description: null,
  }),
  investor: {
    read: (row) => Number(row.status) === FUND_OPPORTUNITY_STATUSES.live,
  },
})
