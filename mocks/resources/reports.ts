import { timestamp, type Row } from '../db/db'
import type { MockHost } from '../http/host'
import { notify } from '../host/notify'
import { defineResource } from '../engine/types'
import { viewerHoldings } from './groups/funds-holdings'
import { belongsTo, hasMany, morphMany } from '../engine/relation-helpers'

/** The investors holding a report's opportunity or fund get an `update_reports` notification. */
async function notifyHolders(host: MockHost, report: Row) {
  const db = host.db
  const oppId = report.investment_opportunity_id
  const fundId = report.fund_id
  const users = new Set<number>()
  if (oppId != null) {
    db.table('investments')
      .where((r) => r.investment_opportunity_id === oppId && r.status !== 'cancelled')
      .forEach((r) => users.add(Number(r.user_id)))
  }
  if (fundId != null) {
    db.table('fund-ledger')
      .where((r) => r.fund_id === fundId)
      .forEach((r) => users.add(Number(r.user_id)))
  }
  for (const id of users) {
    await notify(host, id, {
      message: `New update: ${String(report.title)}`,
      cta: `/investor/news/reports/${report.id}`,
      icon: 'update_reports',
    })
  }
}

export const REPORT_TYPES = ['kpi', 'update', 'wip'] as const
export const REPORT_STATUSES = ['draft', 'live'] as const

/**
 * One family for the three report kinds (`type`); the permission resource follows the type
 * (familyResource: kpi -> reports, wip -> wip-report, update -> update_reports).
 */
export const reports = defineResource({
  family: 'reports',
  model: 'Report',
  fields: [
    'id',
    'title',
    'type',
    'status',
    'investment_opportunity_id',
    'fund_id',
    'summary',
    'body',
    'period',
    'is_public',
    'published_at',
    'author_id',
    'created_at',
    'updated_at',
  ],
  filters: {
    exact: [
      'id',
      'type',
      'status',
      'investment_opportunity_id',
      'fund_id',
      'author_id',
      'period',
      'is_public',
    ],
    partial: ['title'],
    scopes: {
      search: (row, [term]) =>
        `${row.title} ${row.summary ?? ''}`.toLowerCase().includes((term ?? '').toLowerCase()),
      published_from: (row, [date]) => !date || String(row.published_at ?? '') >= date,
    },
  },
  sorts: ['id', 'title', 'type', 'status', 'period', 'published_at', 'created_at', 'updated_at'],
  defaultSort: '-created_at',
  types: {
    kpi: (row) => row.type === 'kpi',
    update: (row) => row.type === 'update',
    wip: (row) => row.type === 'wip',
  },
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
    fund: belongsTo('funds', 'fund_id'),
    author: belongsTo('users', 'author_id'),
    inputs: hasMany('report-inputs', 'report_id'),
    documents: morphMany('documents', 'documentable', 'reports'),
  },
  rules: {
    title: 'required|string|max:255',
    type: `required|in:${REPORT_TYPES.join(',')}`,
    status: `required|in:${REPORT_STATUSES.join(',')}`,
    investment_opportunity_id: 'nullable|integer|exists:investment-opportunities,id',
    fund_id: 'nullable|integer|exists:funds,id',
    summary: 'nullable|string|max:500',
    body: 'nullable|string|max:200000',
    period: 'nullable|string|max:20',
    is_public: 'nullable|boolean',
    published_at: 'nullable|date',
  },
  updateRules: {
    title: 'sometimes|required|string|max:255',
    type: `sometimes|required|in:${REPORT_TYPES.join(',')}`,
    status: `sometimes|required|in:${REPORT_STATUSES.join(',')}`,
  },
  defaults: (_input, ctx) => ({
    investment_opportunity_id: null,
    fund_id: null,
    summary: null,
    body: '',
    period: null,
    is_public: 0,
    author_id: ctx.user?.id ?? null,
    published_at: null,
  }),
  afterWrite: async (row, op, ctx) => {
    // Publishing stamps published_at once (going back to draft keeps it) and tells holders.
    if (op === 'delete' || row.status !== 'live' || row.published_at) return
    const host = ctx.req.host
    await host.db.table('reports').update(row.id, { published_at: timestamp(host.now()) })
    if (row.type === 'update') await notifyHolders(host, row)
  },
  investor: {
    read: (row, ctx) => {
      if (row.status !== 'live' || row.type === 'wip') return false
      if (row.type === 'update' && row.is_public) return true
      const held = viewerHoldings(ctx)
      return (
        held.opportunities.has(Number(row.investment_opportunity_id)) ||
        held.funds.has(Number(row.fund_id))
      )
    },
  },
})
