import { defineResource } from '../engine/types'
import { morphIn, ownBy } from './groups/people-shared'
import { belongsTo } from '../engine/relation-helpers'
import { morphParent } from '../engine/parent-guards'

/** Staff notes on any CRM record (the notes-calls-tasks tabs). */
export const notes = defineResource({
  family: 'notes',
  model: 'Note',
  parent: morphParent('notable'),
  // prettier-ignore
  fields: [
    'id', 'body', 'notable_type', 'notable_id', 'user_id', 'is_pinned', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'notable_type', 'notable_id', 'user_id', 'is_pinned'],
    partial: ['body'],
  },
  sorts: ['id', 'is_pinned', 'created_at', 'updated_at'],
  defaultSort: '-created_at',
  includes: {
    user: belongsTo('users', 'user_id'),
  },
  rules: {
    body: 'required|string|max:65535',
    notable_type: `required|${morphIn}`,
    notable_id: 'required|integer|min:1',
    is_pinned: 'sometimes|boolean',
  },
  updateRules: {
    body: 'required|string|max:65535',
    is_pinned: 'sometimes|boolean',
  },
  defaults: (_input, ctx) => ({ user_id: ctx.user?.id ?? null, is_pinned: 0 }),
  // Staff edit and delete only the notes they wrote; others' notes are read-only to them.
  staff: { update: ownBy('user_id'), delete: ownBy('user_id') },
})
