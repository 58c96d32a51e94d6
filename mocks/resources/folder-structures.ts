import { defineResource } from '../engine/types'
import { belongsTo, hasMany } from '../engine/relation-helpers'
import { morphIn } from './groups/people-shared'
import { morphParent } from '../engine/parent-guards'

/** The document folder tree: library folders (no folderable) or a record's own folders. */
export const folderStructures = defineResource({
  family: 'folder-structures',
  model: 'FolderStructure',
  parent: morphParent('folderable', { orphan: 'compliance' }),
  // prettier-ignore
  fields: [
    'id', 'name', 'parent_id', 'folderable_type', 'folderable_id', 'order', 'created_at',
    'updated_at',
  ],
  filters: {
    exact: ['id', 'parent_id', 'folderable_type', 'folderable_id'],
    partial: ['name'],
    scopes: {
      root: (row, [flag]) => (row.parent_id === null) === (flag !== 'false' && flag !== '0'),
    },
  },
  sorts: ['id', 'name', 'order', 'created_at'],
  defaultSort: 'order',
  includes: {
    parent: belongsTo('folder-structures', 'parent_id'),
    children: hasMany('folder-structures', 'parent_id'),
    documents: hasMany('documents', 'folder_structure_id'),
  },
  rules: {
    name: 'required|string|max:255',
    parent_id: 'nullable|integer|exists:folder-structures,id',
    // Any record with a documents tab may keep its documents in folders.
    folderable_type: `nullable|${morphIn}`,
    folderable_id: 'nullable|integer|min:1',
    order: 'sometimes|integer|min:0',
  },
  defaults: (input, ctx) => {
    const siblings = ctx.req.host.db
      .table('folder-structures')
      .where((f) => f.parent_id === (input.parent_id ?? null))
    return { order: siblings.length + 1 }
  },
})
