import { defineResource } from '../engine/types'
import { belongsTo } from '../engine/relation-helpers'

export const TRIGGER_EVENTS = [
  'opportunity.status_changed',
  'opportunity.stage_changed',
  'opportunity.closing_soon',
  'investment.reserved',
  'investment.paid',
  'cash_call.issued',
  'report.published',
] as const
export const TRIGGER_ACTIONS = [
  'notify_investors',
  'notify_staff',
  'send_email',
  'create_task',
  'issue_cash_call',
] as const

/** Automation rules (settings > features): when an event happens, run an action. */
export const triggers = defineResource({
  family: 'triggers',
  model: 'Trigger',
  // prettier-ignore
  fields: [
    'id', 'name', 'event', 'action', 'is_active', 'description', 'investment_opportunity_id',
    'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'event', 'action', 'is_active', 'investment_opportunity_id'],
    partial: ['name'],
  },
  sorts: ['id', 'name', 'event', 'created_at'],
  defaultSort: 'name',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
  },
  rules: {
    name: 'required|string|max:255',
    event: `required|in:${TRIGGER_EVENTS.join(',')}`,
    action: `required|in:${TRIGGER_ACTIONS.join(',')}`,
    is_active: 'sometimes|boolean',
    description: 'nullable|string|max:1000',
    investment_opportunity_id: 'nullable|integer|exists:investment-opportunities,id',
  },
  defaults: () => ({ is_active: 1, description: null, investment_opportunity_id: null }),
})
