import { defineResource } from '../engine/types'
import { belongsTo, hasMany } from '../engine/relation-helpers'

export const pipelineStages = defineResource({
  family: 'pipeline-stages',
  model: 'PipelineStage',
  // Whoever may list deals reads the pipelines and stages they sit in (the deal board).
  readers: ['pipeline_deals'],
  // prettier-ignore
  fields: [
    'id', 'pipeline_id', 'name', 'order', 'colour', 'probability', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'pipeline_id'],
    partial: ['name'],
  },
  sorts: ['id', 'name', 'order', 'probability', 'created_at'],
  defaultSort: 'order',
  includes: {
    pipeline: belongsTo('pipelines', 'pipeline_id'),
    deals: hasMany('pipeline-deals', 'pipeline_stage_id'),
  },
  rules: {
    pipeline_id: 'required|integer|exists:pipelines,id',
    name: 'required|string|max:255',
    order: 'nullable|integer|min:0',
    colour: 'nullable|string|size:7',
    probability: 'nullable|integer|between:0,100',
  },
  defaults: (input, ctx) => ({
    order:
      input.order ??
      ctx.req.host.db
        .table('pipeline-stages')
        .where((s) => s.pipeline_id === Number(input.pipeline_id)).length + 1,
    colour: '#6B7280',
    probability: 0,
  }),
})
