import { defineResource } from '../engine/types'
import { slugify } from './groups/deals-access'
import { hasMany } from '../engine/relation-helpers'

/** Sectors (the "industry" term is configurable per account). */
export const industries = defineResource({
  family: 'industries',
  model: 'Industry',
  fields: ['id', 'name', 'slug', 'description', 'colour', 'created_at', 'updated_at'],
  filters: {
    exact: ['id', 'slug'],
    partial: ['name'],
  },
  sorts: ['id', 'name', 'created_at'],
  defaultSort: 'name',
  includes: {
    opportunities: hasMany('investment-opportunities', 'industry_id'),
    deals: hasMany('pipeline-deals', 'industry_id'),
  },
  rules: {
    name: 'required|string|max:255|unique:industries,name',
    slug: 'sometimes|string|max:255|unique:industries,slug',
    description: 'nullable|string|max:1000',
    colour: 'nullable|string|size:7',
  },
  defaults: (input) => ({
    slug: slugify(String(input.name ?? '')),
    description: null,
    colour: null,
  }),
  investor: { read: () => true },
})
