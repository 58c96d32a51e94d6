import { timestamp, type Database, type Row } from '../db/db'
import type { MockHost } from '../http/host'
import { INVESTOR_ROLE, notify } from '../host/notify'
import { defineResource } from '../engine/types'
import { viewerHoldings } from './groups/funds-holdings'
import { belongsTo, hasMany, morphMany } from '../engine/relation-helpers'

/** Investments that no longer hold anything (funds-holdings reads them the same way). */
const GONE = new Set(['cancelled', 'canceled', 'withdrawn'])

/**
 * An update's audience: every investor when it is public, else the investors holding its
 * opportunity or fund (the same readers its news item has).
 */
export function updateAudience(db: Database, report: Row): Set<number> {
  const users = new Set<number>()
  if (report.is_public) {
    db.table('users')
      .where((u) => u.role_id === INVESTOR_ROLE)
      .forEach((u) => users.add(u.id))
    return users
  }
  const oppId = report.investment_opportunity_id
  const fundId = report.fund_id
  if (oppId != null) {
    db.table('investments')
      .where((r) => r.investment_opportunity_id === oppId && !GONE.has(String(r.status)))
      .forEach((r) => users.add(Number(r.user_id)))
  }
  if (fundId != null) {
    db.table('fund-ledger')
      .where((r) => r.fund_id === fundId)
      .forEach((r) => users.add(Number(r.user_id)))
  }
  return users
}

/** Each investor of the update's audience gets an `update_reports` notification, live. */
async function notifyHolders(host: MockHost, report: Row) {
  const users = updateAudience(host.db, report)
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

const REPORT_RULES: Record<string, string> = {
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
}

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
  rules: REPORT_RULES,
  // A PATCH validates (and so keeps) only what has a rule: every field, each one optional.
  updateRules: {
    ...REPORT_RULES,
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
