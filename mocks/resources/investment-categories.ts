import { defineResource } from '../engine/types'
import { refuseWhileUsed } from './groups/option-lists'

/** The investment categories a tenant starts with (settings > attributes > investment categories). */
export const INVESTMENT_CATEGORY_SEED = [
  ['EIS', 'Enterprise Investment Scheme qualifying companies.'],
  ['SEIS', 'Seed Enterprise Investment Scheme qualifying early-stage companies.'],
  ['Growth', 'Scale-up companies raising to grow.'],
  ['Income', 'Opportunities paying dividends, interest or rent.'],
] as const

/**
 * Investment categories: how opportunities are grouped for investors (an opportunity's
 * `category_id`). Not the FCA investor categories (`categories`), which investors certify.
 */
export const investmentCategories = defineResource({
  family: 'investment-categories',
  // SPEC §2/§9: behind the investment categories flag; off, writes answer 403 naming it.
  feature: 'investmentCategories',
  model: 'InvestmentCategory',
  fields: ['id', 'name', 'description', 'order', 'created_at', 'updated_at'],
  filters: { exact: ['id'], partial: ['name'] },
  sorts: ['id', 'name', 'order', 'created_at'],
  defaultSort: 'order',
  rules: {
    name: 'required|string|max:100|unique:investment-categories,name',
    description: 'nullable|string|max:1000',
    order: 'sometimes|integer|min:0',
  },
  defaults: (_input, ctx) => ({
    order: ctx.req.host.db.table('investment-categories').count() + 1,
  }),
  dependants: refuseWhileUsed('investment category', [
    {
      table: 'investment-opportunities',
      column: 'category_id',
      noun: ['opportunity', 'opportunities'],
    },
  ]),
  // Shown on opportunities in the investor portal.
  investor: { read: () => true },
})
