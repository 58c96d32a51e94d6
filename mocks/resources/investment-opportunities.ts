import { defineResource, type RelationDef } from '../engine/types'
import {
  OPPORTUNITY_STATUS,
  investorCanReadOpportunity,
  isoDate,
  uniqueOpportunitySlug,
} from './groups/deals-access'
import { TAX_RELIEFS } from './groups/deals-investment-logic'
import { afterOpportunityStatusChange } from './groups/deals-lifecycle'
import { belongsTo } from '../engine/relation-helpers'
import { WITHHELD_OPPORTUNITY_FIELDS, withheldFor } from './groups/promotion-exemptions'
import {
  OPPORTUNITY_STATUS_NAMES,
  opportunityMoves,
  type OpportunityStatus,
} from '../../src/lib/investments/opportunity-status'

const FAMILY = 'investment-opportunities'
const INVESTOR_HIDDEN = ['created_by', 'pipeline_deal_id']
// Financial promotion exemptions: an investor without a current statement sees a visitor's view.
const WITHHELD_HIDDEN = [...INVESTOR_HIDDEN, ...WITHHELD_OPPORTUNITY_FIELDS]
const child = (related: string): RelationDef => ({
  kind: 'hasMany',
  related,
  foreignKey: 'investment_opportunity_id',
})

/**
 * THE central entity: an opportunity from draft (stage 1) through live fundraising (2-4) to an
 * existing investment (5-6). Its guard follows the stage (familyResource).
 */
export const investmentOpportunities = defineResource({
  family: FAMILY,
  model: 'InvestmentOpportunity',
  // prettier-ignore
  fields: [
    'id', 'name', 'slug', 'company_name', 'company_number', 'website', 'summary', 'description',
    'stage', 'status', 'industry_id', 'type_id', 'sub_type_id', 'category_id', 'character_id',
    'pipeline_deal_id', 'target_amount', 'raised_amount', 'minimum_investment',
    'maximum_investment', 'investment_increment', 'share_price', 'pre_money_valuation',
    'equity_offered_percent', 'open_date', 'close_date', 'tax_relief', 'is_featured',
    'hero_image', 'logo', 'cash_call_enabled', 'market_sounding', 'payee', 'bank_name',
    'bank_sort_code', 'bank_account_number', 'bank_iban', 'bank_swift', 'created_by',
    'allowed_investor_types', 'created_at', 'updated_at',
  ],
  hidden: (ctx) =>
    ctx.user?.role_id !== 5 ? [] : withheldFor(ctx) ? WITHHELD_HIDDEN : INVESTOR_HIDDEN,
  filters: {
    // prettier-ignore
    exact: [
      'id', 'slug', 'stage', 'status', 'industry_id', 'type_id', 'sub_type_id', 'category_id',
      'character_id', 'tax_relief', 'is_featured', 'market_sounding', 'cash_call_enabled',
      'created_by', 'pipeline_deal_id',
    ],
    partial: ['name', 'company_name'],
    scopes: {
      search: (row, [term]) =>
        `${row.name} ${row.company_name} ${row.summary ?? ''}`
          .toLowerCase()
          .includes((term ?? '').toLowerCase()),
      // The viewer's portfolio: opportunities they hold investments in.
      invested: (row, _values, ctx) =>
        ctx.user !== null &&
        ctx.req.host.db
          .table('investments')
          .first((i) => i.user_id === ctx.user?.id && i.investment_opportunity_id === row.id) !==
          undefined,
      // Close dates are withheld until a promotion statement: no answer may hint at them.
      closing_before: (row, [date], ctx) =>
        typeof row.close_date === 'string' && row.close_date <= (date ?? '') && !withheldFor(ctx),
    },
  },
  // prettier-ignore
  sorts: [
    'id', 'name', 'company_name', 'stage', 'status', 'target_amount', 'raised_amount',
    'minimum_investment', 'open_date', 'close_date', 'is_featured', 'created_at', 'updated_at',
  ],
  defaultSort: '-created_at',
  types: {
    live: (row) => Number(row.stage) <= 4,
    existing: (row) => Number(row.stage) >= 5,
  },
  includes: {
    industry: belongsTo('industries', 'industry_id'),
    type: belongsTo('types', 'type_id'),
    subType: belongsTo('sub-types', 'sub_type_id'),
    category: belongsTo('investment-categories', 'category_id'),
    character: belongsTo('characters', 'character_id'),
    creator: belongsTo('users', 'created_by'),
    pipelineDeal: belongsTo('pipeline-deals', 'pipeline_deal_id'),
    galleries: child('galleries'),
    keyPoints: child('key-points'),
    teamImages: child('team-images'),
    keyDates: child('key-dates'),
    sharePrices: child('share-prices'),
    investments: child('investments'),
    preEmptionOptions: child('pre-emption-options'),
    intentTerms: child('intent-terms'),
    terms: child('terms'),
    rewards: child('rewards'),
    taxOptions: child('tax-options'),
    invitations: child('invitations'),
    documents: { kind: 'morphMany', related: 'documents', morph: 'documentable', type: FAMILY },
    publicDocuments: {
      kind: 'hasMany',
      related: 'documents',
      foreignKey: 'documentable_id',
      where: (d) => d.documentable_type === FAMILY && d.visibility === 'public',
    },
    notes: { kind: 'morphMany', related: 'notes', morph: 'notable', type: FAMILY },
    tasks: { kind: 'morphMany', related: 'tasks', morph: 'taskable', type: FAMILY },
    callLogs: { kind: 'morphMany', related: 'call-logs', morph: 'loggable', type: FAMILY },
  },
  appends: {
    percentage_raised: (row, ctx) =>
      withheldFor(ctx)
        ? null
        : Number(row.target_amount) > 0
          ? Math.round((Number(row.raised_amount) / Number(row.target_amount)) * 10000) / 100
          : 0,
    days_left: (row, ctx) => {
      if (typeof row.close_date !== 'string' || withheldFor(ctx)) return null
      const today = Date.parse(isoDate(ctx.req.host.now()))
      return Math.max(0, Math.round((Date.parse(row.close_date) - today) / 86_400_000))
    },
  },
  rules: {
    name: 'required|string|max:255',
    slug: 'sometimes|string|max:255|unique:investment-opportunities,slug',
    company_name: 'required|string|max:255',
    company_number: 'nullable|string|max:8',
    website: 'nullable|url|max:255',
    summary: 'nullable|string|max:1000',
    description: 'nullable|string',
    stage: 'sometimes|integer|between:1,6',
    status: 'sometimes|integer|in:1,2,3,4,5,6',
    industry_id: 'nullable|integer|exists:industries,id',
    type_id: 'nullable|integer|exists:types,id',
    sub_type_id: 'nullable|integer|exists:sub-types,id',
    category_id: 'nullable|integer|exists:investment-categories,id',
    character_id: 'nullable|integer|exists:characters,id',
    pipeline_deal_id: 'nullable|integer|exists:pipeline-deals,id',
    target_amount: 'required|numeric|min:0',
    minimum_investment: 'nullable|numeric|min:0',
    maximum_investment: 'nullable|numeric|min:0',
    investment_increment: 'nullable|numeric|min:0',
    share_price: 'nullable|numeric|min:0',
    pre_money_valuation: 'nullable|numeric|min:0',
    equity_offered_percent: 'nullable|numeric|between:0,100',
    open_date: 'nullable|date',
    close_date: 'nullable|date',
    tax_relief: `nullable|in:${TAX_RELIEFS.join(',')}`,
    is_featured: 'sometimes|boolean',
    hero_image: 'nullable|string|max:2048',
    logo: 'nullable|string|max:2048',
    cash_call_enabled: 'sometimes|boolean',
    market_sounding: 'sometimes|boolean',
    // Where investors pay their reservations (the raise's client account).
    payee: 'nullable|string|max:255',
    bank_name: 'nullable|string|max:255',
    bank_sort_code: 'nullable|string|max:8',
    bank_account_number: 'nullable|string|max:8',
    bank_iban: 'nullable|string|max:34',
    bank_swift: 'nullable|string|max:11',
    // Investor-types keys that may invest; empty or null: every type the tenant allows.
    allowed_investor_types: 'nullable|array',
  },
  // A status moves only along the lifecycle the admin offers (OPPORTUNITY_MOVES): a PATCH from
  // any client cannot, say, reopen a matured raise or complete a draft.
  refuse: (input, _ctx, row) => {
    if (!row || input.status === undefined || Number(input.status) === Number(row.status))
      return null
    const from = Number(row.status) as OpportunityStatus
    if (opportunityMoves(from).includes(Number(input.status) as OpportunityStatus)) return null
    const name = (s: number) => OPPORTUNITY_STATUS_NAMES[s as OpportunityStatus] ?? `status ${s}`
    return {
      status: [`An opportunity cannot move from ${name(from)} to ${name(Number(input.status))}.`],
    }
  },
  defaults: (input, ctx) => ({
    slug: uniqueOpportunitySlug(ctx.req.host.db, String(input.name ?? '')),
    stage: 1,
    status: OPPORTUNITY_STATUS.draft,
    raised_amount: 0,
    tax_relief: 'none',
    is_featured: 0,
    cash_call_enabled: 0,
    market_sounding: 0,
    allowed_investor_types: null,
    created_by: ctx.user?.id ?? null,
  }),
  // A status change moves the stage by one rule and tells the investors concerned
  // (deals-lifecycle.ts: Draft 1-2, Live 2-4, Closed 4, Completed 5-6, Matured 6).
  // An opportunity made from a deal links the deal to it (the deal shows "View opportunity").
  afterWrite: async (row, op, ctx, before) => {
    if (op === 'update') await afterOpportunityStatusChange(row, ctx, before)
    if (op !== 'create' || !row.pipeline_deal_id) return
    const deals = ctx.req.host.db.table('pipeline-deals')
    const deal = deals.find(Number(row.pipeline_deal_id))
    if (deal && !deal.investment_opportunity_id)
      await deals.update(deal.id, { investment_opportunity_id: row.id, status: 'won' })
  },
  investor: {
    read: (row, ctx) =>
      ctx.user !== null && investorCanReadOpportunity(ctx.req.host.db, ctx.user.id, row.id),
  },
})
