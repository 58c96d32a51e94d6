import { defineResource } from '../engine/types'
import { castDates, morphIn, ownBy } from './groups/people-shared'
import { belongsTo } from '../engine/relation-helpers'
import { morphParent } from '../engine/parent-guards'

export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const
export const CALL_OUTCOMES = [
  'connected',
  'no_answer',
  'voicemail',
  'busy',
  'wrong_number',
  'callback_requested',
] as const

/** Phone calls logged against CRM records. */
export const callLogs = defineResource({
  family: 'call-logs',
  model: 'CallLog',
  parent: morphParent('loggable'),
  // prettier-ignore
  fields: [
    'id', 'direction', 'phone_number', 'duration_seconds', 'outcome', 'summary', 'called_at',
    'user_id', 'loggable_type', 'loggable_id', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'direction', 'outcome', 'user_id', 'loggable_type', 'loggable_id'],
    partial: ['summary', 'phone_number'],
  },
  sorts: ['id', 'called_at', 'duration_seconds', 'created_at'],
  defaultSort: '-called_at',
  includes: {
    user: belongsTo('users', 'user_id'),
  },
  rules: {
    direction: `required|in:${CALL_DIRECTIONS.join(',')}`,
    phone_number: 'nullable|string|max:50',
    duration_seconds: 'required|integer|min:0|max:86400',
    outcome: `required|in:${CALL_OUTCOMES.join(',')}`,
    summary: 'nullable|string|max:5000',
    called_at: 'required|date',
    loggable_type: `required|${morphIn}`,
    loggable_id: 'required|integer|min:1',
  },
  defaults: (_input, ctx) => ({ user_id: ctx.user?.id ?? null }),
  // Only the staff member who logged a call edits or deletes it.
  staff: { update: ownBy('user_id'), delete: ownBy('user_id') },
  afterWrite: async (row, op, ctx) => {
    if (op !== 'delete') await castDates(ctx, 'call-logs', row, { datetime: ['called_at'] })
  },
})
