import { can } from '../../src/lib/permissions'
import { defineResource, type Ctx } from '../engine/types'
import { hasMany } from '../engine/relation-helpers'

export const ATTRIBUTE_TYPES = ['text', 'number', 'date', 'select', 'boolean'] as const
export const ATTRIBUTE_ENTITIES = ['investor', 'opportunity', 'fund'] as const
/**
 * The investor questionnaires whose questions are investor attributes grouped by `form` (admin
 * tabs registration-form, fact-find, risk-profile, investor-consent); null: a profile field.
 */
export const ATTRIBUTE_FORMS = [
  'registration_form',
  'fact_find',
  'risk_profile',
  'investor_consent',
] as const

/** SPEC §6 `attributes_lock`: who may lock and unlock attributes, and change a locked one. */
export const mayLockAttributes = (ctx: Ctx) => can(ctx.user?.role_id, 'attributes_lock', 'index')

const LOCK_REFUSED = 'Only Support may lock or unlock a custom attribute.'

/**
 * Custom attributes (settings: attributes) that investors, opportunities and funds carry. A
 * locked one is the provider's: only `attributes_lock` changes it (others 403) or its lock
 * (422 on is_locked), and nobody deletes it while locked or while records hold values for it.
 */
export const attributes = defineResource({
  family: 'attributes',
  model: 'Attribute',
  // prettier-ignore
  fields: [
    'id', 'name', 'key', 'type', 'options', 'entity', 'form', 'description', 'is_required',
    'is_locked', 'order', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'key', 'type', 'entity', 'form', 'is_locked', 'is_required'],
    partial: ['name'],
  },
  sorts: ['id', 'name', 'entity', 'order', 'created_at'],
  defaultSort: 'order',
  includes: {
    values: hasMany('attribute-values', 'attribute_id'),
  },
  rules: {
    name: 'required|string|max:255',
    key: 'required|string|max:100|unique:attributes,key',
    type: `required|in:${ATTRIBUTE_TYPES.join(',')}`,
    options: 'nullable|array',
    entity: `required|in:${ATTRIBUTE_ENTITIES.join(',')}`,
    form: `nullable|in:${ATTRIBUTE_FORMS.join(',')}`,
    description: 'nullable|string|max:1000',
    is_required: 'sometimes|boolean',
    is_locked: 'sometimes|boolean',
    order: 'sometimes|integer|min:0',
  },
  refuse: (input, ctx, row) => {
    if (input.is_locked === undefined || mayLockAttributes(ctx)) return null
    const was = row ? Number(row.is_locked) : 0
    return Number(input.is_locked) !== was ? { is_locked: [LOCK_REFUSED] } : null
  },
  staff: { update: (row, ctx) => row.is_locked !== 1 || mayLockAttributes(ctx) },
  dependants: (row, ctx) => {
    const name = String(row.name)
    if (row.is_locked === 1)
      return {
        message: `${name} is locked: it must be unlocked before it can be deleted.`,
        remove: () => {},
      }
    const values = ctx.req.host.db.table('attribute-values').where((v) => v.attribute_id === row.id)
    if (values.length === 0) return null
    const records = values.length === 1 ? '1 record holds' : `${values.length} records hold`
    return {
      message: `${name} cannot be deleted: ${records} a value for it.`,
      remove: () => values.forEach((v) => ctx.req.host.db.table('attribute-values').delete(v.id)),
    }
  },
  defaults: (input, ctx) => ({
    form: null,
    is_required: 0,
    is_locked: 0,
    options: input.type === 'select' ? [] : null,
    order: ctx.req.host.db.table('attributes').where((a) => a.entity === input.entity).length + 1,
  }),
  // Whoever may list the records an attribute applies to reads it: their forms show it.
  readers: [
    'investors',
    'investment_opportunity_live',
    'investment_opportunity_existing',
    'funds',
    'funds_opportunity',
  ],
  // Investors see the labels of their own profile's custom fields.
  investor: { read: (row) => row.entity === 'investor' },
})
