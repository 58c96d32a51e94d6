import { defineResource } from '../engine/types'
import { hasMany } from '../engine/relation-helpers'

/** Groups staff sort investors into (private clients, family offices, syndicates, ...). */
export const clientGroups = defineResource({
  family: 'client-groups',
  model: 'ClientGroup',
  fields: ['id', 'name', 'description', 'colour', 'created_at', 'updated_at'],
  filters: { exact: ['id'], partial: ['name'] },
  sorts: ['id', 'name', 'created_at'],
  defaultSort: 'name',
  includes: {
    users: hasMany('users', 'client_group_id'),
  },
  rules: {
    name: 'required|string|max:255|unique:client-groups,name',
    description: 'nullable|string|max:1000',
    colour: 'nullable|string|size:7',
  },
})
