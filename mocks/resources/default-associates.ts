import { defineResource } from '../engine/types'
import { belongsTo } from '../engine/relation-helpers'
import { associateRefusal } from './associate-rules'

/**
 * The staff members attached to every new investor while the tenant's default investor
 * associates feature is on (investor-associates.ts attaches them), each with the role they
 * play for the investor: e.g. the relationship owner and the compliance contact.
 */
export const defaultAssociates = defineResource({
  family: 'default-associates',
  model: 'DefaultAssociate',
  fields: ['id', 'user_id', 'role_label', 'created_at', 'updated_at'],
  filters: { exact: ['id', 'user_id'], partial: ['role_label'] },
  sorts: ['id', 'role_label', 'created_at'],
  defaultSort: 'id',
  includes: { user: belongsTo('users', 'user_id') },
  rules: {
    user_id: 'required|integer|exists:users,id',
    role_label: 'required|string|max:100',
  },
  // Staff only (an investor cannot be another investor's associate), each role once.
  refuse: associateRefusal('default-associates'),
  feature: 'defaultInvestorAssociates',
})
