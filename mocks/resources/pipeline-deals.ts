import { defineResource } from '../engine/types'
import { belongsTo, hasMany, crmChildren } from '../engine/relation-helpers'
import { timestamp } from '../db/db'
import { broadcastDeal } from '../host/pipeline-broadcast'

export const DEAL_STATUSES = ['open', 'won', 'lost'] as const
export const DEAL_SOURCES = [
  'referral',
  'inbound',
  'introducer',
  'event',
  'network',
  'other',
] as const

/** A company in the deal pipeline (admin: Investments > Deals), before it becomes an opportunity. */
export const pipelineDeals = defineResource({
  family: 'pipeline-deals',
  model: 'PipelineDeal',
  // prettier-ignore
  fields: [
    'id', 'name', 'company_name', 'company_number', 'website', 'contact_name', 'contact_email',
    'pipeline_id', 'pipeline_stage_id', 'owner_id', 'industry_id', 'type_id',
    'investment_opportunity_id', 'amount_sought', 'valuation', 'expected_close_date', 'status',
    'lost_reason', 'source', 'description', 'revenue', 'ebitda', 'gross_margin_percent',
    'employees', 'founded_year', 'location', 'stage_changed_at', 'created_at', 'updated_at',
  ],
  filters: {
    // prettier-ignore
    exact: [
      'id', 'pipeline_id', 'pipeline_stage_id', 'owner_id', 'industry_id', 'type_id', 'status',
      'source', 'investment_opportunity_id',
    ],
    partial: ['name', 'company_name', 'location'],
    scopes: {
      search: (row, [term]) =>
        `${row.name} ${row.company_name} ${row.contact_name ?? ''}`
          .toLowerCase()
          .includes((term ?? '').toLowerCase()),
      closing_before: (row, [date]) =>
        typeof row.expected_close_date === 'string' && row.expected_close_date <= (date ?? ''),
    },
  },
  // prettier-ignore
  sorts: [
    'id', 'name', 'company_name', 'amount_sought', 'valuation', 'expected_close_date', 'status',
    'revenue', 'stage_changed_at', 'created_at', 'updated_at',
  ],
  defaultSort: '-created_at',
  includes: {
    pipeline: belongsTo('pipelines', 'pipeline_id'),
    stage: belongsTo('pipeline-stages', 'pipeline_stage_id'),
    owner: belongsTo('users', 'owner_id'),
    industry: belongsTo('industries', 'industry_id'),
    type: belongsTo('types', 'type_id'),
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
    placements: hasMany('deal-placements', 'pipeline_deal_id'),
    ...crmChildren('pipeline-deals'),
  },
  rules: {
    name: 'required|string|max:255',
    company_name: 'required|string|max:255',
    company_number: 'nullable|string|max:8',
    website: 'nullable|url|max:255',
    contact_name: 'nullable|string|max:255',
    contact_email: 'nullable|email|max:255',
    pipeline_id: 'required|integer|exists:pipelines,id',
    pipeline_stage_id: 'required|integer|exists:pipeline-stages,id',
    owner_id: 'nullable|integer|exists:users,id',
    industry_id: 'nullable|integer|exists:industries,id',
    type_id: 'nullable|integer|exists:types,id',
    investment_opportunity_id: 'nullable|integer|exists:investment-opportunities,id',
    amount_sought: 'nullable|numeric|min:0',
    valuation: 'nullable|numeric|min:0',
    expected_close_date: 'nullable|date',
    status: `sometimes|in:${DEAL_STATUSES.join(',')}`,
    lost_reason: 'nullable|string|max:255',
    source: `nullable|in:${DEAL_SOURCES.join(',')}`,
    description: 'nullable|string',
    revenue: 'nullable|numeric',
    ebitda: 'nullable|numeric',
    gross_margin_percent: 'nullable|numeric|between:-100,100',
    employees: 'nullable|integer|min:0',
    founded_year: 'nullable|integer|between:1800,2100',
    location: 'nullable|string|max:255',
  },
  defaults: (input, ctx) => ({
    owner_id: input.owner_id ?? ctx.user?.id ?? null,
    status: 'open',
    company_number: null,
    website: null,
    contact_name: null,
    contact_email: null,
    industry_id: null,
    type_id: null,
    investment_opportunity_id: null,
    amount_sought: null,
    valuation: null,
    expected_close_date: null,
    lost_reason: null,
    source: null,
    description: null,
    revenue: null,
    ebitda: null,
    gross_margin_percent: null,
    employees: null,
    founded_year: null,
    location: null,
    // The board's "days in stage" counts from here; the host sets it, a client cannot.
    stage_changed_at: timestamp(ctx.req.host.now()),
  }),
  // An observer's `updating`: a new stage restarts the clock. Then every change is broadcast
  // to the staff watching the pipeline (mocks/host/pipeline-broadcast.ts).
  afterWrite: async (row, op, ctx, before) => {
    const host = ctx.req.host
    let deal = row
    if (op === 'update' && before && before.pipeline_stage_id !== row.pipeline_stage_id) {
      deal = await host.db
        .table('pipeline-deals')
        .update(row.id, { stage_changed_at: timestamp(host.now()) }, { touch: false })
    }
    broadcastDeal(host, deal, op, before)
  },
})
