import type { Row } from '../db/db'
import { defineResource } from '../engine/types'
import { castDates, matches } from './groups/people-shared'
import { belongsTo, hasMany, crmChildren } from '../engine/relation-helpers'

export const METHOD_TYPES = ['manual', 'private_manual'] as const
export const METHOD_STATUSES = ['pending', 'active', 'closed'] as const

const holderOrLead = (row: Row, userId: number) =>
  row.user_id === userId || row.lead_user_id === userId

/**
 * Alternative investment methods: a SIPP, SSAS, ISA or platform account an investor invests
 * through. `user_id` is the holder (the investor), `lead_user_id` the person who acts for it.
 * The user's `investmentMethodEntities` are these rows; each answers `investmentMethod` (the
 * method itself) so that `include=investmentMethodEntities.investmentMethod` keeps the shape
 * the client loads at login.
 */
export const investmentMethods = defineResource({
  family: 'investment-methods',
  model: 'InvestmentMethod',
  // prettier-ignore
  fields: [
    'id', 'name', 'type', 'provider', 'account_name', 'account_reference', 'user_id',
    'lead_user_id', 'status', 'opened_at', 'owner_id', 'created_at', 'updated_at',
  ],
  filters: {
    exact: ['id', 'type', 'status', 'user_id', 'lead_user_id', 'owner_id'],
    partial: ['name', 'provider', 'account_reference'],
    scopes: {
      search: (row, [term]) => matches(term, row.name, row.provider, row.account_reference),
      person: (row, ids) => ids.some((id) => holderOrLead(row, Number(id))),
    },
  },
  sorts: ['id', 'name', 'type', 'provider', 'status', 'opened_at', 'created_at'],
  defaultSort: 'name',
  types: {
    manual: (row) => row.type === 'manual',
    private_manual: (row) => row.type === 'private_manual',
  },
  includes: {
    investmentMethod: belongsTo('investment-methods', 'id'),
    user: belongsTo('users', 'user_id'),
    leadUser: belongsTo('users', 'lead_user_id'),
    owner: belongsTo('users', 'owner_id'),
    investments: hasMany('investments', 'investment_method_id'),
    ...crmChildren('investment-methods'),
  },
  rules: {
    name: 'required|string|max:255',
    type: `required|in:${METHOD_TYPES.join(',')}`,
    provider: 'nullable|string|max:255',
    account_name: 'nullable|string|max:255',
    account_reference: 'nullable|string|max:100',
    user_id: 'required|integer|exists:users,id',
    lead_user_id: 'nullable|integer|exists:users,id',
    status: `sometimes|in:${METHOD_STATUSES.join(',')}`,
    opened_at: 'nullable|date',
    owner_id: 'nullable|integer|exists:users,id',
  },
  defaults: (_input, ctx) => ({ status: 'pending', owner_id: ctx.user?.id ?? null }),
  afterWrite: async (row, op, ctx) => {
    if (op !== 'delete') await castDates(ctx, 'investment-methods', row, { date: ['opened_at'] })
  },
  investor: {
    read: (row, ctx) => ctx.user !== null && holderOrLead(row, ctx.user.id),
  },
})
