import { defineResource } from '../engine/types'
import { belongsTo } from '../engine/relation-helpers'
import { morphParent } from '../engine/parent-guards'

/**
 * The activity feed (spatie/laravel-activitylog): written by the host as the backend's model
 * observers would, read-only over HTTP.
 */
export const activity = defineResource({
  family: 'activity',
  model: 'Activity',
  parent: morphParent('subject', { orphan: 'overview' }),
  // prettier-ignore
  fields: [
    'id', 'log_name', 'description', 'event', 'subject_type', 'subject_id', 'causer_id',
    'properties', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'log_name', 'event', 'subject_type', 'subject_id', 'causer_id'],
    partial: ['description'],
    scopes: {
      created_between: (row, [from, to]) =>
        String(row.created_at).slice(0, 10) >= (from ?? '') &&
        String(row.created_at).slice(0, 10) <= (to ?? '9999-12-31'),
    },
  },
  sorts: ['id', 'event', 'created_at'],
  defaultSort: '-created_at',
  includes: {
    causer: belongsTo('users', 'causer_id'),
  },
  rules: {},
  only: ['index', 'show', 'export'],
  export: ['id', 'created_at', 'event', 'description', 'subject_type', 'subject_id', 'causer_id'],
})
