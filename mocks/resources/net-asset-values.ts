import type { Database } from '../db/db'
import { defineResource } from '../engine/types'
import { viewerHoldings } from './groups/funds-holdings'
import { belongsTo } from '../engine/relation-helpers'
import { isoOrder } from '../engine/collation'

/** The fund's headline NAV follows its latest valuation, as the backend's observer keeps it. */
export async function syncFundNav(db: Database, fundId: number) {
  const fund = db.table('funds').find(fundId)
  if (!fund) return
  const latest = db
    .table('net-asset-values')
    .where((r) => r.fund_id === fundId)
    .sort((a, b) => isoOrder(String(b.valuation_date), String(a.valuation_date)))[0]
  await db.table('funds').update(fundId, { nav: latest ? Number(latest.total_nav) : 0 })
}

export const netAssetValues = defineResource({
  family: 'net-asset-values',
  model: 'NetAssetValue',
  feature: 'funds',
  fields: [
    'id',
    'fund_id',
    'valuation_date',
    'nav_per_unit',
    'total_nav',
    'units_in_issue',
    'notes',
    'created_at',
    'updated_at',
  ],
  filters: {
    exact: ['id', 'fund_id', 'valuation_date'],
    scopes: {
      from: (row, [date]) => !date || String(row.valuation_date) >= date,
      to: (row, [date]) => !date || String(row.valuation_date) <= date,
    },
  },
  sorts: ['id', 'valuation_date', 'nav_per_unit', 'total_nav', 'created_at'],
  defaultSort: '-valuation_date',
  includes: {
    fund: belongsTo('funds', 'fund_id'),
  },
  rules: {
    fund_id: 'required|integer|exists:funds,id',
    valuation_date: 'required|date',
    nav_per_unit: 'required|numeric|min:0',
    total_nav: 'required|numeric|min:0',
    units_in_issue: 'nullable|numeric|min:0',
    notes: 'nullable|string|max:2000',
  },
  updateRules: {
    fund_id: 'sometimes|required|integer|exists:funds,id',
    valuation_date: 'sometimes|required|date',
    nav_per_unit: 'sometimes|required|numeric|min:0',
    total_nav: 'sometimes|required|numeric|min:0',
  },
  defaults: () => ({ units_in_issue: null, notes: null }),
  afterWrite: (row, _op, ctx) => syncFundNav(ctx.req.host.db, Number(row.fund_id)),
  investor: {
    read: (row, ctx) => viewerHoldings(ctx).funds.has(Number(row.fund_id)),
  },
})
