import { toFormError } from '@/lib/api'
import { createRecord, updateRecord } from '@/lib/resources'
import { cellKey, parseTyped, type PeriodColumn, type SavedValue } from '../model/kpi-grid'

/** One typed cell to send: the KPI, its period and the text as typed. */
export interface DirtyCell {
  kpiId: number
  period: string
  typed: string
}

export interface SaveOutcome {
  /** Cells the host took (cellKey). */
  saved: string[]
  /** The host's message per refused cell (cellKey): its 422 on `value`, or why it failed. */
  cellErrors: Record<string, string>
  /** The host's message per period whose report could not be created. */
  periodErrors: Record<string, string>
  /** Reports created on the way (period → id), so a retry adds to them rather than repeat. */
  createdReports: Record<string, number>
}

export interface SaveKpiValuesInput {
  company: { id: number; name: string }
  columns: readonly PeriodColumn[]
  saved: ReadonlyMap<string, SavedValue>
  cells: readonly DirtyCell[]
  /** Reports created by an earlier, partly failed save (period → id). */
  createdReports?: Readonly<Record<string, number>>
}

const messageOf = (error: unknown, field: string) => {
  const form = toFormError(error)
  return form.fieldErrors[field] ?? Object.values(form.fieldErrors)[0] ?? form.message ?? ''
}

/**
 * Sends the typed KPI values: a period without a report gets one first (POST /api/reports,
 * type kpi, published so holders see it), then each cell is POST /api/report-inputs, or a
 * PATCH of the value already there. Every cell is tried, so one refused value leaves the
 * others saved; the host's 422 comes back on the cell it was about.
 */
export async function saveKpiValues({
  company,
  columns,
  saved,
  cells,
  createdReports = {},
}: SaveKpiValuesInput): Promise<SaveOutcome> {
  const outcome: SaveOutcome = {
    saved: [],
    cellErrors: {},
    periodErrors: {},
    createdReports: { ...createdReports },
  }
  const periods = [...new Set(cells.map((c) => c.period))]
  for (const period of periods) {
    const column = columns.find((c) => c.period === period)
    let reportId = column?.report?.id ?? outcome.createdReports[period]
    if (reportId === undefined) {
      try {
        const report = await createRecord('reports', {
          title: `${company.name} KPIs ${period}`,
          type: 'kpi',
          status: 'live',
          investment_opportunity_id: company.id,
          period,
          summary: `Key performance indicators for ${period}.`,
        })
        reportId = report.id
        outcome.createdReports[period] = report.id
      } catch (error) {
        outcome.periodErrors[period] =
          messageOf(error, 'period') || 'The period could not be saved.'
        continue
      }
    }
    const inPeriod = cells.filter((c) => c.period === period)
    const results = await Promise.allSettled(
      inPeriod.map((cell) => {
        const value = parseTyped(cell.typed)
        const existing = saved.get(cellKey(cell.kpiId, period))
        return existing
          ? updateRecord('report-inputs', existing.inputId, { value })
          : createRecord('report-inputs', {
              report_id: reportId,
              custom_kpi_id: cell.kpiId,
              period,
              value,
            })
      }),
    )
    results.forEach((result, i) => {
      const key = cellKey(inPeriod[i].kpiId, period)
      if (result.status === 'fulfilled') outcome.saved.push(key)
      else outcome.cellErrors[key] = messageOf(result.reason, 'value') || 'Not saved.'
    })
  }
  return outcome
}
