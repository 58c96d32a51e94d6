import { defineResource } from '../engine/types'
import { hasMany } from '../engine/relation-helpers'

export const INVESTOR_TYPE_KEYS = [
  'individual',
  'organisation',
  'pension',
  'investment_method',
] as const

/** Who invests: the person, an organisation, a pension scheme or an alternative method. */
export const investorTypes = defineResource({
  family: 'investor-types',
  model: 'InvestorType',
  fields: ['id', 'key', 'name', 'description', 'is_enabled', 'order', 'created_at', 'updated_at'],
  filters: { exact: ['id', 'key', 'is_enabled'], partial: ['name'] },
  sorts: ['id', 'name', 'order', 'created_at'],
  defaultSort: 'order',
  includes: {
    users: hasMany('users', 'investor_type_id'),
  },
  rules: {
    key: `required|in:${INVESTOR_TYPE_KEYS.join(',')}|unique:investor-types,key`,
    name: 'required|string|max:255',
    description: 'nullable|string|max:1000',
    is_enabled: 'sometimes|boolean',
    order: 'sometimes|integer|min:0',
  },
  defaults: (_input, ctx) => ({
    is_enabled: 1,
    order: ctx.req.host.db.table('investor-types').count() + 1,
  }),
  // The profile's investor-type page and the invest flow's investor-type step list them.
  investor: { read: (row) => row.is_enabled === 1 },
})
