import { defineResource } from '../engine/types'
import { refuseWhileUsed } from './groups/option-lists'

/** The KPI categories a tenant starts with (settings > attributes > KPI category). */
export const KPI_CATEGORY_SEED = [
  ['financial', 'Financial'],
  ['operational', 'Operational'],
  ['customer', 'Customer'],
  ['impact', 'Impact'],
] as const

const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')

/**
 * KPI categories: a KPI's `category` holds a category's `key`, which stays when the category
 * is renamed; the KPI reports group KPIs by them, in this order.
 */
export const kpiCategories = defineResource({
  family: 'kpi-categories',
  model: 'KpiCategory',
  fields: ['id', 'key', 'name', 'order', 'created_at', 'updated_at'],
  filters: { exact: ['id', 'key'], partial: ['name'] },
  sorts: ['id', 'name', 'order', 'created_at'],
  defaultSort: 'order',
  rules: {
    name: 'required|string|max:100|unique:kpi-categories,name',
    key: 'sometimes|string|max:100|unique:kpi-categories,key',
    order: 'sometimes|integer|min:0',
  },
  // The key is what KPIs store: it is set once.
  updateRules: {
    name: 'sometimes|required|string|max:100|unique:kpi-categories,name',
    order: 'sometimes|integer|min:0',
  },
  defaults: (input, ctx) => ({
    key: keyOf(String(input.name ?? '')),
    order: ctx.req.host.db.table('kpi-categories').count() + 1,
  }),
  dependants: refuseWhileUsed('KPI category', [
    {
      table: 'custom-kpis',
      column: 'category',
      key: 'key',
      noun: ['KPI', 'KPIs'],
      onForce: 'remove',
    },
  ]),
  // Staff who see KPIs (the KPI reports, the KPI list) read the names and order they group by.
  readers: ['custom_kpis', 'reports'],
  // Investors read the names of the categories their portfolio KPIs are grouped by.
  investor: { read: () => true },
})
