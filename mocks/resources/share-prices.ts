import { defineResource } from '../engine/types'
import { childOfReadableOpportunity } from './groups/deals-access'
import { belongsTo } from '../engine/relation-helpers'
import type { Row } from '../db/db'
import type { Ctx } from '../engine/types'
import { can, familyResource } from '../../src/lib/permissions'
import { opportunityParent } from '../engine/parent-guards'
import { isoOrder } from '../engine/collation'

/**
 * A price point changes its opportunity (its share price, its holders' valuations), so writing
 * one needs `update` on that opportunity's resource by stage, as the opportunity's own edit
 * does; a missing opportunity is left to the rules' 422.
 */
function mayUpdateOpportunity(row: Row, ctx: Ctx): boolean {
  const opp = ctx.req.host.db
    .table('investment-opportunities')
    .find(Number(row.investment_opportunity_id))
  if (!opp) return true
  const resource = familyResource('investment-opportunities', opp as never)
  return resource === null || can(ctx.user?.role_id, resource, 'update')
}

export const SHARE_PRICE_REASONS = ['round', 'valuation', 'secondary'] as const

/** An opportunity's share-price history; the latest one is the opportunity's share_price. */
export const sharePrices = defineResource({
  family: 'share-prices',
  model: 'SharePrice',
  feature: 'capTable',
  parent: opportunityParent,
  // prettier-ignore
  fields: [
    'id', 'investment_opportunity_id', 'price', 'effective_date', 'reason', 'notes',
    'valuation', 'created_at', 'updated_at',
  ],
  filters: { exact: ['id', 'investment_opportunity_id', 'reason'] },
  sorts: ['id', 'effective_date', 'price', 'created_at'],
  defaultSort: '-effective_date',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
  },
  rules: {
    investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
    price: 'required|numeric|min:0',
    effective_date: 'required|date',
    reason: `required|in:${SHARE_PRICE_REASONS.join(',')}`,
    notes: 'nullable|string|max:1000',
    // The company's valuation the price was set with (a round's post-money, a board's figure).
    valuation: 'nullable|numeric|min:0',
  },
  defaults: () => ({ notes: null, valuation: null }),
  // The opportunity's share price follows its latest price point (portfolio valuations use it).
  afterWrite: async (row, _op, ctx) => {
    const db = ctx.req.host.db
    const oppId = Number(row.investment_opportunity_id)
    const latest = db
      .table('share-prices')
      .where((p) => p.investment_opportunity_id === oppId)
      .sort((a, b) => isoOrder(String(b.effective_date), String(a.effective_date)))[0]
    const opps = db.table('investment-opportunities')
    if (latest && opps.find(oppId)) await opps.update(oppId, { share_price: Number(latest.price) })
  },
  staff: {
    create: mayUpdateOpportunity,
    update: mayUpdateOpportunity,
    delete: mayUpdateOpportunity,
  },
  investor: { read: childOfReadableOpportunity },
})
