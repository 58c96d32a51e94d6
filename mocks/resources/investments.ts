import type { UserRow } from '../http/context'
import { defineResource } from '../engine/types'
import { ownRow } from './groups/deals-access'
import {
  INVESTMENT_STATUSES,
  INVESTOR_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  TAX_RELIEFS,
  afterInvestmentWrite,
  investmentDefaults,
  type InvestmentRow,
} from './groups/deals-investment-logic'
import { belongsTo, hasMany } from '../engine/relation-helpers'
import { refuseShareIssueId } from './groups/tax-relief'
import { columnParent } from '../engine/parent-guards'

const INVESTMENT_RULES = {
  // Investors never send it (it is forced to them); staff name the investor.
  user_id: 'sometimes|integer|exists:users,id',
  investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
  investor_type: `sometimes|in:${INVESTOR_TYPES.join(',')}`,
  organisation_id: 'nullable|integer|exists:organisations,id',
  investment_method_id: 'nullable|integer|exists:investment-methods,id',
  pension_provider: 'nullable|string|max:255',
  amount: 'required|numeric|decimal:0,2|min:1',
  shares: 'nullable|integer|min:0',
  share_price: 'nullable|numeric|min:0',
  tax_option: `nullable|in:${TAX_RELIEFS.join(',')}`,
  status: `sometimes|in:${INVESTMENT_STATUSES.join(',')}`,
  payment_state: `sometimes|in:${PAYMENT_STATES.join(',')}`,
  payment_method: `nullable|in:${PAYMENT_METHODS.join(',')}`,
  paid_at: 'nullable|date',
  completed_at: 'nullable|date',
  is_subsequent: 'sometimes|boolean',
  notes: 'nullable|string|max:2000',
  nominee_id: 'nullable|integer|exists:nominees,id',
  fund_investment_opportunity_id: 'nullable|integer|exists:fund-investment-opportunities,id',
  // The class of the shares issued (the cap table groups holdings by it).
  share_class: 'sometimes|string|max:64',
}

/** The transactions: an investor's reservation, payment and completion in an opportunity. */
export const investments = defineResource<InvestmentRow>({
  family: 'investments',
  model: 'Investment',
  parent: columnParent(
    [
      { family: 'investment-opportunities', column: 'investment_opportunity_id' },
      { family: 'fund-investment-opportunities', column: 'fund_investment_opportunity_id' },
    ],
    // An investor's transactions are read on their record too; removing one unwinds a raise.
    { readBy: ['investors'], deleteAs: 'delete' },
  ),
  // prettier-ignore
  fields: [
    'id', 'user_id', 'investment_opportunity_id', 'investor_type', 'organisation_id',
    'investment_method_id', 'pension_provider', 'amount', 'shares', 'share_price', 'tax_option',
    'status', 'payment_state', 'payment_method', 'payment_reference', 'reserved_at', 'paid_at',
    'completed_at', 'is_subsequent', 'notes', 'created_by', 'created_at', 'updated_at',
    'nominee_id', 'fund_investment_opportunity_id', 'cash_call_due_date', 'cash_call_amount',
    'share_class', 'share_issue_id', 'carry_back',
  ],
  filters: {
    // prettier-ignore
    exact: [
      'id', 'user_id', 'investment_opportunity_id', 'investor_type', 'organisation_id',
      'investment_method_id', 'status', 'payment_state', 'tax_option', 'is_subsequent',
      'created_by', 'nominee_id', 'fund_investment_opportunity_id', 'share_class',
      'share_issue_id',
    ],
    partial: ['payment_reference'],
    scopes: {
      search: (row, [term], ctx) => {
        const user = ctx.req.host.db.table<UserRow>('users').find(row.user_id)
        const hay = `${row.payment_reference} ${user?.name ?? ''} ${user?.surname ?? ''} ${user?.email ?? ''}`
        return hay.toLowerCase().includes((term ?? '').toLowerCase())
      },
      // Everything but cancelled reservations: what counts towards the raise.
      active: (row, [v]) => (row.status !== 'cancelled') === (v !== '0'),
      // A fund's transactions: the investments in any of its fund opportunities.
      fund_id: (row, ids, ctx) => {
        if (!row.fund_investment_opportunity_id) return false
        const fio = ctx.req.host.db
          .table('fund-investment-opportunities')
          .find(Number(row.fund_investment_opportunity_id))
        return fio !== undefined && ids.includes(String(fio.fund_id))
      },
    },
  },
  // prettier-ignore
  sorts: [
    'id', 'amount', 'shares', 'status', 'payment_state', 'reserved_at', 'paid_at',
    'completed_at', 'created_at',
  ],
  defaultSort: '-created_at',
  includes: {
    user: belongsTo('users', 'user_id'),
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
    organisation: belongsTo('organisations', 'organisation_id'),
    investmentMethod: belongsTo('investment-methods', 'investment_method_id'),
    creator: belongsTo('users', 'created_by'),
    nominee: belongsTo('nominees', 'nominee_id'),
    fundInvestmentOpportunity: belongsTo(
      'fund-investment-opportunities',
      'fund_investment_opportunity_id',
    ),
    shareIssue: belongsTo('share-issues', 'share_issue_id'),
    taxCertificates: hasMany('tax-certificates', 'investment_id'),
  },
  rules: INVESTMENT_RULES,
  // Staff attach an investment to a share issue of its own opportunity (allotment does it too);
  // placements never do, so the rule is the update's only.
  updateRules: {
    ...INVESTMENT_RULES,
    share_issue_id: 'nullable|integer|exists:share-issues,id',
  },
  refuse: (input, ctx, row) => refuseShareIssueId(ctx.req.host.db, input, row),
  defaults: (input, ctx) =>
    investmentDefaults(ctx.req.host.db, input, ctx.user, ctx.req.host.now()),
  afterWrite: (row, op, ctx) => afterInvestmentWrite(row, op, ctx.req.host),
  // Store is served by mocks/handlers/investments.ts (POST /api/investments): a reservation
  // needs checks beyond rule strings (visibility, live status, minimum/maximum/increment).
  only: ['index', 'show', 'update', 'destroy', 'export'],
  // The money's state moves only through its actions, which check and record what happened.
  dedicated: {
    status: 'POST /api/investments/mark-paid, POST /api/investments/{id}/cancel',
    payment_state: 'POST /api/investment-opportunities/{id}/cash-calls',
    paid_at: 'POST /api/investments/mark-paid',
    completed_at: 'PATCH /api/investment-opportunities/{id} (status 5 Completed)',
    cash_call_due_date: 'POST /api/investment-opportunities/{id}/cash-calls',
    cash_call_amount: 'POST /api/investment-opportunities/{id}/cash-calls',
    user_id: 'none: an investment stays with its investor',
    investment_opportunity_id: 'none: an investment stays in its opportunity',
    carry_back: 'PUT /api/investments/{id}/carry-back',
  },
  investor: { read: ownRow },
})
