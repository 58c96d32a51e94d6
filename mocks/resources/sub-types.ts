import { defineResource } from '../engine/types'
import { slugify } from './groups/deals-access'
import { belongsTo, hasMany } from '../engine/relation-helpers'
import { refuseWhileUsed } from './groups/option-lists'

export const subTypes = defineResource({
  family: 'sub-types',
  model: 'SubType',
  fields: ['id', 'type_id', 'name', 'slug', 'order', 'created_at', 'updated_at'],
  filters: {
    exact: ['id', 'type_id', 'slug'],
    partial: ['name'],
  },
  sorts: ['id', 'name', 'order', 'created_at'],
  defaultSort: 'order',
  includes: {
    type: belongsTo('types', 'type_id'),
    opportunities: hasMany('investment-opportunities', 'sub_type_id'),
  },
  rules: {
    type_id: 'required|integer|exists:types,id',
    name: 'required|string|max:255',
    slug: 'sometimes|string|max:255|unique:sub-types,slug',
    order: 'nullable|integer|min:0',
  },
  defaults: (input, ctx) => ({
    slug: slugify(String(input.name ?? '')),
    order:
      input.order ??
      ctx.req.host.db.table('sub-types').where((s) => s.type_id === Number(input.type_id)).length +
        1,
  }),
  dependants: refuseWhileUsed('investment sub-type', [
    {
      table: 'investment-opportunities',
      column: 'sub_type_id',
      noun: ['opportunity', 'opportunities'],
    },
  ]),
  investor: { read: () => true },
})
