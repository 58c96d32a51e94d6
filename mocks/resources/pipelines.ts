import { defineResource } from '../engine/types'
import { hasMany } from '../engine/relation-helpers'

export const pipelines = defineResource({
  family: 'pipelines',
  model: 'Pipeline',
  // Whoever may list deals reads the pipelines and stages they sit in (the deal board).
  readers: ['pipeline_deals'],
  fields: ['id', 'name', 'description', 'order', 'is_default', 'created_at', 'updated_at'],
  filters: {
    exact: ['id', 'is_default'],
    partial: ['name'],
  },
  sorts: ['id', 'name', 'order', 'created_at'],
  defaultSort: 'order',
  includes: {
    stages: hasMany('pipeline-stages', 'pipeline_id'),
    deals: hasMany('pipeline-deals', 'pipeline_id'),
  },
  rules: {
    name: 'required|string|max:255|unique:pipelines,name',
    description: 'nullable|string|max:1000',
    order: 'nullable|integer|min:0',
    is_default: 'sometimes|boolean',
  },
  defaults: (input, ctx) => ({
    description: null,
    order: input.order ?? ctx.req.host.db.table('pipelines').count() + 1,
    is_default: 0,
  }),
  // One default pipeline per account: setting it on one clears it on the others.
  afterWrite: async (row, op, ctx) => {
    if (op === 'delete' || row.is_default !== 1) return
    const table = ctx.req.host.db.table('pipelines')
    for (const other of table.where((p) => p.id !== row.id && p.is_default === 1)) {
      await table.update(other.id, { is_default: 0 })
    }
  },
})
