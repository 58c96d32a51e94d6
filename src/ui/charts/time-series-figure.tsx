import { DataTable } from '@/ui/table/data-table'
import { seriesSummary, type SeriesPoint } from './chart-data'
import { ChartFigure } from './chart-figure'
import { LazyTimeSeriesChart } from './lazy-charts'

export interface TimeSeriesFigureProps {
  title: string
  points: SeriesPoint[]
  formatValue: (n: number) => string
  formatTick: (n: number) => string
  formatX?: (x: string) => string
  /** Column headings of the table: what x and the value are ("Date", "Value"). */
  xHeader: string
  valueHeader: string
  variant?: 'area' | 'line'
  step?: boolean
  /** The smallest step of the value axis's ticks: PENNY (lib/format/axis-ticks) for money. */
  tickStep?: number
  height?: number
  level?: 2 | 3
  emptyText?: string
  colour?: string
}

/** A value over time as an area or line chart, with its summary and its table. */
export function TimeSeriesFigure({
  title,
  points,
  formatValue,
  formatTick,
  formatX,
  xHeader,
  valueHeader,
  variant = 'area',
  step = false,
  tickStep,
  height = 280,
  level,
  emptyText = 'No figures yet.',
  colour,
}: TimeSeriesFigureProps) {
  return (
    <ChartFigure
      title={title}
      level={level}
      kind={variant === 'area' ? 'Area chart' : 'Line chart'}
      summary={seriesSummary(points, formatValue)}
      height={height}
      empty={points.length === 0 ? emptyText : null}
      chart={
        <LazyTimeSeriesChart
          points={points}
          height={height}
          variant={variant}
          step={step}
          tickStep={tickStep}
          colour={colour}
          formatValue={formatValue}
          formatTick={formatTick}
          formatX={formatX}
        />
      }
      table={
        <DataTable
          caption={`${title} data`}
          rowKey={(p) => p.x}
          rows={[...points].reverse()}
          columns={[
            { id: 'x', header: xHeader, cell: (p) => p.label },
            {
              id: 'value',
              header: valueHeader,
              align: 'right',
              cell: (p) => formatValue(p.value),
            },
          ]}
        />
      }
    />
  )
}
