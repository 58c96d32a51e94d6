import { timestamp } from '../db/db'
import { defineResource } from '../engine/types'
import { viewerHoldings } from './groups/funds-holdings'
import { belongsTo } from '../engine/relation-helpers'

export const FUND_KPI_UNITS = ['GBP', 'percent', 'multiple', 'count'] as const

export const fundKpis = defineResource({
  family: 'fund-kpis',
  model: 'FundKpi',
  feature: 'funds',
  fields: [
    'id',
    'fund_id',
    'name',
    'value',
    'unit',
    'period',
    'reported_at',
    'created_at',
    'updated_at',
  ],
  filters: {
    exact: ['id', 'fund_id', 'period', 'unit'],
    partial: ['name'],
  },
  sorts: ['id', 'name', 'value', 'period', 'reported_at', 'created_at'],
  defaultSort: '-period',
  includes: {
    fund: belongsTo('funds', 'fund_id'),
  },
  rules: {
    fund_id: 'required|integer|exists:funds,id',
    name: 'required|string|max:255',
    value: 'required|numeric',
    unit: `required|in:${FUND_KPI_UNITS.join(',')}`,
    period: 'required|string|size:7',
    reported_at: 'nullable|date',
  },
  updateRules: {
    fund_id: 'sometimes|required|integer|exists:funds,id',
    name: 'sometimes|required|string|max:255',
    value: 'sometimes|required|numeric',
    unit: `sometimes|required|in:${FUND_KPI_UNITS.join(',')}`,
    period: 'sometimes|required|string|size:7',
  },
  defaults: (_input, ctx) => ({ reported_at: timestamp(ctx.req.host.now()) }),
  investor: {
    read: (row, ctx) => viewerHoldings(ctx).funds.has(Number(row.fund_id)),
  },
})
