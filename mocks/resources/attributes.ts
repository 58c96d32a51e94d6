import { defineResource } from '../engine/types'
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

/** Custom attributes (settings: attributes) that investors, opportunities and funds carry. */
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
  defaults: (input, ctx) => ({
    form: null,
    is_required: 0,
    is_locked: 0,
    options: input.type === 'select' ? [] : null,
    order: ctx.req.host.db.table('attributes').where((a) => a.entity === input.entity).length + 1,
  }),
  // Investors see the labels of their own profile's custom fields.
  investor: { read: (row) => row.entity === 'investor' },
})
