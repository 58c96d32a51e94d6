import { defineResource } from '../engine/types'
import { belongsTo } from '../engine/relation-helpers'

export const PLACEMENT_STATUSES = [
  'proposed',
  'soft_circled',
  'committed',
  'declined',
  'completed',
] as const

/** A deal placed with an investor or a syndicate (the deal's allocation book). */
export const dealPlacements = defineResource({
  family: 'deal-placements',
  model: 'DealPlacement',
  // prettier-ignore
  fields: [
    'id', 'pipeline_deal_id', 'user_id', 'syndicate_name', 'amount', 'status', 'placed_at',
    'notes', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'pipeline_deal_id', 'user_id', 'status'],
    partial: ['syndicate_name'],
  },
  sorts: ['id', 'amount', 'status', 'placed_at', 'created_at'],
  defaultSort: '-created_at',
  includes: {
    pipelineDeal: belongsTo('pipeline-deals', 'pipeline_deal_id'),
    user: belongsTo('users', 'user_id'),
  },
  rules: {
    pipeline_deal_id: 'required|integer|exists:pipeline-deals,id',
    user_id: 'nullable|integer|exists:users,id',
    syndicate_name: 'nullable|string|max:255',
    amount: 'required|numeric|decimal:0,2|min:0',
    status: `sometimes|in:${PLACEMENT_STATUSES.join(',')}`,
    placed_at: 'nullable|date',
    notes: 'nullable|string|max:2000',
  },
  defaults: () => ({
    user_id: null,
    syndicate_name: null,
    status: 'proposed',
    placed_at: null,
    notes: null,
  }),
})
