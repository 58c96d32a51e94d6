import { defineResource } from '../engine/types'
import { reports } from './reports'
import { belongsTo } from '../engine/relation-helpers'

/** KPI report inputs: one value of one custom KPI for the period of a KPI report. */
export const reportInputs = defineResource({
  family: 'report-inputs',
  model: 'ReportInput',
  fields: [
    'id',
    'report_id',
    'custom_kpi_id',
    'value',
    'period',
    'comment',
    'created_at',
    'updated_at',
  ],
  filters: {
    exact: ['id', 'report_id', 'custom_kpi_id', 'period'],
  },
  sorts: ['id', 'period', 'value', 'created_at'],
  defaultSort: 'id',
  includes: {
    report: belongsTo('reports', 'report_id'),
    customKpi: belongsTo('custom-kpis', 'custom_kpi_id'),
  },
  rules: {
    report_id: 'required|integer|exists:reports,id',
    custom_kpi_id: 'required|integer|exists:custom-kpis,id',
    value: 'required|numeric',
    period: 'required|string|max:20',
    comment: 'nullable|string|max:1000',
  },
  updateRules: {
    report_id: 'sometimes|required|integer|exists:reports,id',
    custom_kpi_id: 'sometimes|required|integer|exists:custom-kpis,id',
    value: 'sometimes|required|numeric',
    period: 'sometimes|required|string|max:20',
  },
  defaults: () => ({ comment: null }),
  investor: {
    // An investor sees the inputs of the KPI reports published to them (portfolio KPIs tab).
    read: (row, ctx) => {
      const report = ctx.req.host.db.table('reports').find(Number(row.report_id))
      return !!report && !!reports.investor?.read?.(report, ctx)
    },
  },
})
