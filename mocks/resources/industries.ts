import { defineResource } from '../engine/types'
import { slugify } from './groups/deals-access'
import { hasMany } from '../engine/relation-helpers'
import { refuseWhileUsed } from './groups/option-lists'

/** Sectors (the "industry" term is configurable per account). */
export const industries = defineResource({
  family: 'industries',
  model: 'Industry',
  fields: ['id', 'name', 'slug', 'description', 'colour', 'order', 'created_at', 'updated_at'],
  filters: {
    exact: ['id', 'slug'],
    partial: ['name'],
  },
  sorts: ['id', 'name', 'order', 'created_at'],
  // Staff order the list in settings; every select of industries follows it.
  defaultSort: 'order',
  includes: {
    opportunities: hasMany('investment-opportunities', 'industry_id'),
    deals: hasMany('pipeline-deals', 'industry_id'),
  },
  rules: {
    name: 'required|string|max:255|unique:industries,name',
    slug: 'sometimes|string|max:255|unique:industries,slug',
    description: 'nullable|string|max:1000',
    colour: 'nullable|string|size:7',
    order: 'sometimes|integer|min:0',
  },
  defaults: (input, ctx) => ({
    slug: slugify(String(input.name ?? '')),
    description: null,
    colour: null,
    order: ctx.req.host.db.table('industries').count() + 1,
  }),
  dependants: refuseWhileUsed('industry', [
    {
      table: 'investment-opportunities',
      column: 'industry_id',
      noun: ['opportunity', 'opportunities'],
    },
    { table: 'pipeline-deals', column: 'industry_id', noun: ['deal', 'deals'] },
  ]),
  investor: { read: () => true },
})
