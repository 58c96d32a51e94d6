import { defineResource } from '../engine/types'
import { slugify } from './groups/deals-access'
import { hasMany } from '../engine/relation-helpers'
import { refuseWhileUsed } from './groups/option-lists'

/** Investment types (settings > attributes > investment-types): equity, debt, ... */
export const investmentTypes = defineResource({
  family: 'types',
  model: 'Type',
  fields: ['id', 'name', 'slug', 'description', 'order', 'created_at', 'updated_at'],
  filters: {
    exact: ['id', 'slug'],
    partial: ['name'],
  },
  sorts: ['id', 'name', 'order', 'created_at'],
  defaultSort: 'order',
  includes: {
    subTypes: hasMany('sub-types', 'type_id'),
    opportunities: hasMany('investment-opportunities', 'type_id'),
  },
  rules: {
    name: 'required|string|max:255|unique:types,name',
    slug: 'sometimes|string|max:255|unique:types,slug',
    description: 'nullable|string|max:1000',
    order: 'nullable|integer|min:0',
  },
  defaults: (input, ctx) => ({
    slug: slugify(String(input.name ?? '')),
    description: null,
    order: input.order ?? ctx.req.host.db.table('types').count() + 1,
  }),
  dependants: refuseWhileUsed('investment type', [
    {
      table: 'investment-opportunities',
      column: 'type_id',
      noun: ['opportunity', 'opportunities'],
    },
    { table: 'pipeline-deals', column: 'type_id', noun: ['deal', 'deals'] },
    { table: 'sub-types', column: 'type_id', noun: ['sub-type', 'sub-types'], onForce: 'remove' },
  ]),
  // Reference data behind the portal's opportunity filters.
  investor: { read: () => true },
})
