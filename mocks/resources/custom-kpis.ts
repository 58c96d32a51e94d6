import { defineResource } from '../engine/types'
import { belongsTo, hasMany } from '../engine/relation-helpers'
import { refuseWhileUsed } from './groups/option-lists'

export const KPI_UNITS = ['GBP', 'percent', 'count', 'multiple', 'months'] as const

/** KPI definitions of the KPI portfolio; opportunity-specific when investment_opportunity_id is set. */
export const customKpis = defineResource({
  family: 'custom-kpis',
  model: 'CustomKpi',
  fields: [
    'id',
    'name',
    'unit',
    'category',
    'description',
    'investment_opportunity_id',
    'is_active',
    'order',
    'created_at',
    'updated_at',
  ],
  filters: {
    exact: ['id', 'unit', 'category', 'investment_opportunity_id', 'is_active'],
    partial: ['name'],
    scopes: {
      // Portfolio-wide KPIs plus those of one opportunity: filter[applies_to]=12
      applies_to: (row, [id]) =>
        row.investment_opportunity_id === null || String(row.investment_opportunity_id) === id,
    },
  },
  sorts: ['id', 'name', 'category', 'order', 'created_at'],
  defaultSort: 'order',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
    inputs: hasMany('report-inputs', 'custom_kpi_id'),
  },
  rules: {
    name: 'required|string|max:255',
    unit: `required|in:${KPI_UNITS.join(',')}`,
    // The key of a KPI category (settings > attributes > KPI category).
    category: 'required|string|exists:kpi-categories,key',
    description: 'nullable|string|max:1000',
    investment_opportunity_id: 'nullable|integer|exists:investment-opportunities,id',
    is_active: 'nullable|boolean',
    order: 'nullable|integer|min:0',
  },
  updateRules: {
    name: 'sometimes|required|string|max:255',
    unit: `sometimes|required|in:${KPI_UNITS.join(',')}`,
    category: 'sometimes|required|string|exists:kpi-categories,key',
  },
  defaults: (_input, ctx) => ({
    description: null,
    investment_opportunity_id: null,
    is_active: 1,
    order: ctx.req.host.db.table('custom-kpis').count() + 1,
  }),
  // Reported values keep their KPI; a forced delete removes them with it.
  dependants: refuseWhileUsed('KPI', [
    {
      table: 'report-inputs',
      column: 'custom_kpi_id',
      noun: ['reported value', 'reported values'],
      onForce: 'remove',
    },
  ]),
  investor: {
    read: (row) => !!row.is_active,
  },
})
