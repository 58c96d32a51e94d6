import type { Row } from '../db/db'
import { defineResource, type Ctx } from '../engine/types'
import { ownBy, stripInput } from './groups/people-shared'
import { belongsTo } from '../engine/relation-helpers'
import { columnParent } from '../engine/parent-guards'

export const OWNERSHIP_CHOICES = [
  'own_name',
  'nominee',
  'organisation',
  'investment_method',
] as const

/** An investor may only choose an organisation they act for (approved) or a method they hold. */
function ownReferences(input: Record<string, unknown>, ctx: Ctx): boolean {
  const user = ctx.user
  if (!user) return false
  const db = ctx.req.host.db
  const org = input.organisation_id
  const approved = (l: Row) =>
    l.user_id === user.id && l.organisation_id === Number(org) && l.status === 'approved'
  if (org != null && org !== '' && !db.table('organisation-links').first(approved)) return false
  const method = input.investment_method_id
  if (method == null || method === '') return true
  const m: Row | undefined = db.table('investment-methods').find(Number(method))
  return m !== undefined && (m.user_id === user.id || m.lead_user_id === user.id)
}

/**
 * How an investor holds what they buy: whole legal ownership in their own name, through a
 * nominee, through an organisation they represent or through an investment method. A row
 * without an opportunity is the investor's default; one with an opportunity overrides it.
 */
export const wholeOwnershipChoices = defineResource({
  family: 'whole-ownership-choices',
  model: 'WholeOwnershipChoice',
  parent: columnParent([
    { family: 'investment-opportunities', column: 'investment_opportunity_id' },
    { family: 'users', column: 'user_id' },
  ]),
  // prettier-ignore
  fields: [
    'id', 'user_id', 'investment_opportunity_id', 'choice', 'organisation_id',
    'investment_method_id', 'nominee_id', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'user_id', 'investment_opportunity_id', 'choice'],
  },
  sorts: ['id', 'created_at'],
  defaultSort: '-created_at',
  includes: {
    user: belongsTo('users', 'user_id'),
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
    organisation: belongsTo('organisations', 'organisation_id'),
    investmentMethod: belongsTo('investment-methods', 'investment_method_id'),
    nominee: belongsTo('nominees', 'nominee_id'),
  },
  rules: {
    user_id: 'required|integer|exists:users,id',
    investment_opportunity_id: 'nullable|integer|exists:investment-opportunities,id',
    choice: `required|in:${OWNERSHIP_CHOICES.join(',')}`,
    organisation_id: 'nullable|integer|exists:organisations,id',
    investment_method_id: 'nullable|integer|exists:investment-methods,id',
    nominee_id: 'nullable|integer|exists:nominees,id',
  },
  investor: {
    read: ownBy('user_id'),
    create: (input, ctx) => {
      if (!ctx.user || !ownReferences(input, ctx)) return false
      input.user_id = ctx.user.id
      return { user_id: ctx.user.id }
    },
    update: (row, ctx) => {
      if (!ownBy('user_id')(row, ctx) || !ownReferences(ctx.req.input.fields, ctx)) return false
      stripInput(ctx, ['user_id'])
      return true
    },
  },
})
