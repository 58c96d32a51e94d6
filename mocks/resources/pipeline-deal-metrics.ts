import { defineResource } from '../engine/types'
import { belongsTo } from '../engine/relation-helpers'
import { isoOrder } from '../engine/collation'

/** Columns of a deal that follow its latest period's figures. */
const FOLLOWED = ['revenue', 'ebitda', 'gross_margin_percent', 'employees'] as const

/**
 * A pipeline deal's company figures for one period (a year or quarter, named by its end date):
 * the history behind the single revenue/EBITDA/margin columns of the deal, which follow the
 * latest period, as an opportunity's share_price follows its share prices.
 */
export const pipelineDealMetrics = defineResource({
  family: 'pipeline-deal-metrics',
  model: 'PipelineDealMetric',
  // prettier-ignore
  fields: [
    'id', 'pipeline_deal_id', 'period', 'revenue', 'ebitda', 'gross_margin_percent',
    'employees', 'notes', 'created_by', 'created_at', 'updated_at',
  ],
  filters: { exact: ['id', 'pipeline_deal_id'] },
  sorts: ['id', 'period', 'revenue', 'ebitda', 'created_at'],
  defaultSort: 'period',
  includes: {
    pipelineDeal: belongsTo('pipeline-deals', 'pipeline_deal_id'),
    creator: belongsTo('users', 'created_by'),
  },
  rules: {
    pipeline_deal_id: 'required|integer|exists:pipeline-deals,id',
    period: 'required|date',
    revenue: 'nullable|numeric',
    ebitda: 'nullable|numeric',
    gross_margin_percent: 'nullable|numeric|between:-100,100',
    employees: 'nullable|integer|min:0',
    notes: 'nullable|string|max:1000',
  },
  defaults: (_input, ctx) => ({
    revenue: null,
    ebitda: null,
    gross_margin_percent: null,
    employees: null,
    notes: null,
    created_by: ctx.user?.id ?? null,
  }),
  afterWrite: async (row, _op, ctx) => {
    const db = ctx.req.host.db
    const dealId = Number(row.pipeline_deal_id)
    const latest = db
      .table('pipeline-deal-metrics')
      .where((m) => m.pipeline_deal_id === dealId)
      .sort((a, b) => isoOrder(String(b.period), String(a.period)))[0]
    const deals = db.table('pipeline-deals')
    if (!latest || !deals.find(dealId)) return
    const patch: Record<string, unknown> = {}
    for (const column of FOLLOWED) if (latest[column] != null) patch[column] = latest[column]
    if (Object.keys(patch).length) await deals.update(dealId, patch)
  },
})
