import { DataTable } from '@/ui'
import { formatKpi } from '@/lib/format'
import type { KpiSeries } from '../model/kpi-series'
import { ChangeFigure } from '@/ui/change-figure/change-figure'

export const KPI_TABLE_TITLE = 'Latest KPIs'
export const KPI_TABLE_CAPTION = 'Latest KPI values'

const changePercent = (last: number, previous: number | null) =>
  previous ? Math.round(((last - previous) / Math.abs(previous)) * 10000) / 100 : null

/** Every KPI's latest value beside the period before it. */
export function KpiSummaryTable({ series }: { series: KpiSeries[] }) {
  const rows = series.map((s) => {
    const last = s.points[s.points.length - 1]
    const previous = s.points.length > 1 ? s.points[s.points.length - 2] : null
    return { s, last, previous, change: changePercent(last.value, previous?.value ?? null) }
  })
  return (
    <DataTable
      caption={KPI_TABLE_CAPTION}
      rows={rows}
      rowKey={(r) => r.s.id}
      columns={[
        { id: 'kpi', header: 'KPI', cell: (r) => r.s.name },
        { id: 'period', header: 'Latest period', cell: (r) => r.last.period },
        {
          id: 'value',
          header: 'Value',
          align: 'right',
          cell: (r) => formatKpi(r.last.value, r.s.unit),
        },
        {
          id: 'previous',
          header: 'Previous period',
          align: 'right',
          cell: (r) => (r.previous ? formatKpi(r.previous.value, r.s.unit) : '—'),
        },
        {
          id: 'change',
          header: 'Change',
          align: 'right',
          cell: (r) =>
            r.change === null ? (
              '—'
            ) : (
              // A KPI rising is not always good news (costs, churn): no green or red here.
              <ChangeFigure
                change={{ amount: r.change, percent: r.change }}
                showAmount={false}
                neutral
              />
            ),
        },
      ]}
    />
  )
}
