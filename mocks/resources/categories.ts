import { defineResource } from '../engine/types'
import { hasMany } from '../engine/relation-helpers'

/** FCA investor categories (COBS 4.12A): what an investor certifies before promotions. */
export const CATEGORY_KEYS = [
  'restricted',
  'high_net_worth',
  'sophisticated',
  'self_certified_sophisticated',
  'professional',
] as const

/** Investor categories with the statements an investor confirms (settings: investor category). */
export const categories = defineResource({
  family: 'categories',
  model: 'Category',
  // prettier-ignore
  fields: [
    'id', 'key', 'name', 'description', 'statements', 'requires_approval', 'valid_for_months',
    'is_enabled', 'order', 'created_at', 'updated_at',
  ],
  filters: { exact: ['id', 'key', 'is_enabled', 'requires_approval'], partial: ['name'] },
  sorts: ['id', 'name', 'order', 'created_at'],
  defaultSort: 'order',
  includes: {
    users: hasMany('users', 'investor_category_id'),
  },
  rules: {
    key: `required|in:${CATEGORY_KEYS.join(',')}|unique:categories,key`,
    name: 'required|string|max:255',
    description: 'nullable|string|max:5000',
    statements: 'required|array|min:1',
    requires_approval: 'sometimes|boolean',
    valid_for_months: 'nullable|integer|min:1|max:120',
    is_enabled: 'sometimes|boolean',
    order: 'sometimes|integer|min:0',
  },
  defaults: (_input, ctx) => ({
    requires_approval: 0,
    valid_for_months: 12,
    is_enabled: 1,
    order: ctx.req.host.db.table('categories').count() + 1,
  }),
  // The categorisation popup lists the enabled categories to every investor.
  investor: { read: (row) => row.is_enabled === 1 },
})
