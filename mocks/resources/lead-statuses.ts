import { defineResource } from '../engine/types'
import { hasMany } from '../engine/relation-helpers'
import { refuseWhileUsed } from './groups/option-lists'

/** The sales funnel stages of investors, contacts and organisations (settings: lead-status). */
export const leadStatuses = defineResource({
  family: 'lead-statuses',
  model: 'LeadStatus',
  fields: ['id', 'name', 'colour', 'order', 'is_default', 'created_at', 'updated_at'],
  filters: { exact: ['id', 'is_default'], partial: ['name'] },
  sorts: ['id', 'name', 'order', 'created_at'],
  defaultSort: 'order',
  includes: {
    users: hasMany('users', 'lead_status_id'),
    contacts: hasMany('contacts', 'lead_status_id'),
    organisations: hasMany('organisations', 'lead_status_id'),
  },
  rules: {
    name: 'required|string|max:100|unique:lead-statuses,name',
    colour: 'required|string|size:7',
    order: 'sometimes|integer|min:0',
    is_default: 'sometimes|boolean',
  },
  // api-families maps this family to `investor_category`, which every role holds for update
  // only: no one could list the statuses the investor screens show. They are investor data.
  permission: () => 'investors',
  defaults: (_input, ctx) => ({
    order: ctx.req.host.db.table('lead-statuses').count() + 1,
    is_default: 0,
  }),
  dependants: refuseWhileUsed('lead status', [
    { table: 'users', column: 'lead_status_id', noun: ['investor', 'investors'] },
    { table: 'contacts', column: 'lead_status_id', noun: ['contact', 'contacts'] },
    { table: 'organisations', column: 'lead_status_id', noun: ['organisation', 'organisations'] },
  ]),
})
