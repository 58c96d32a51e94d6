import { defineResource } from '../engine/types'
import { belongsTo } from '../engine/relation-helpers'
import { isStaff } from '../../src/lib/permissions'

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
  // An investor cannot be another investor's associate.
  refuse: (input, ctx) => {
    if (input.user_id === undefined) return null
    const user = ctx.req.host.db.table('users').find(Number(input.user_id))
    return user && isStaff(user.role_id as number)
      ? null
      : { user_id: ['The selected user must be a staff member.'] }
  },
  feature: 'defaultInvestorAssociates',
})
