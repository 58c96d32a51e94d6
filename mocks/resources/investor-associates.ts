import { timestamp } from '../db/db'
import type { Row } from '../db/db'
import { defineResource, type Ctx } from '../engine/types'
import { belongsTo } from '../engine/relation-helpers'
import { hostFlags } from '../host/features'
import { associateRefusal } from './associate-rules'

/** The staff members who look after one investor, each with their role (e.g. Compliance contact). */
export const investorAssociates = defineResource({
  family: 'investor-associates',
  model: 'InvestorAssociate',
  fields: ['id', 'investor_id', 'user_id', 'role_label', 'created_at', 'updated_at'],
  filters: { exact: ['id', 'investor_id', 'user_id'], partial: ['role_label'] },
  sorts: ['id', 'role_label', 'created_at'],
  defaultSort: 'id',
  includes: {
    investor: belongsTo('users', 'investor_id'),
    user: belongsTo('users', 'user_id'),
  },
  rules: {
    investor_id: 'required|integer|exists:users,id',
    user_id: 'required|integer|exists:users,id',
    role_label: 'required|string|max:100',
  },
  refuse: associateRefusal('investor-associates', ['investor_id']),
})

/**
 * Every new investor, however they arrive (registration, an accepted invitation, staff's
 * manual registration, a converted contact), gets the default associates while the feature
 * is on: called once, where the users family creates a row with the investor role.
 */
export async function attachDefaultAssociates(ctx: Ctx, investor: Row) {
  const db = ctx.req.host.db
  if (!hostFlags(db).defaultInvestorAssociates) return
  const at = timestamp(ctx.req.host.now())
  for (const d of db.table('default-associates').all()) {
    await db.table('investor-associates').insert({
      investor_id: investor.id,
      user_id: d.user_id,
      role_label: d.role_label,
      created_at: at,
      updated_at: at,
    })
  }
}
