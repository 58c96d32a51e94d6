import type { RelationDef } from './types'

/** Eloquent's relation methods, as declarations: `belongsTo('users', 'owner_id')`. */
export const belongsTo = (related: string, foreignKey: string): RelationDef => ({
  kind: 'belongsTo',
  related,
  foreignKey,
})

export const hasMany = (related: string, foreignKey: string): RelationDef => ({
  kind: 'hasMany',
  related,
  foreignKey,
})

export const morphMany = (related: string, morph: string, type: string): RelationDef => ({
  kind: 'morphMany',
  related,
  morph,
  type,
})

/** The notes, tasks, call logs and documents every CRM record of `type` carries. */
export const crmChildren = (type: string) => ({
  notes: morphMany('notes', 'notable', type),
  tasks: morphMany('tasks', 'taskable', type),
  callLogs: morphMany('call-logs', 'loggable', type),
  documents: morphMany('documents', 'documentable', type),
})
