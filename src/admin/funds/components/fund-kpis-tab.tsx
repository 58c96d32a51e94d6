import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { RecordTabProps } from '@/admin/kit/records'
import { TimeSeriesFigure } from '@/ui/charts'
import {
  formatCompactGBP,
  formatCount,
  formatGBP,
  formatMultiple,
  formatPercent,
} from '@/lib/format'
import { DataTable, EmptyState, QueryStates, SectionHeading, SelectField } from '@/ui'
import { fundKpisQuery, type Fund } from '../api/fund-queries'
import { fundKpiSeries, type FundKpiSeries, type KpiUnit } from '../model/kpis'
import { StyledStack } from './styles'

/** A KPI value in its unit: £1,200, 13.3%, 1.74x, 12. */
export function formatKpi(value: number, unit: KpiUnit) {
  if (unit === 'GBP') return formatGBP(value)
  if (unit === 'percent') return formatPercent(value)
  if (unit === 'multiple') return formatMultiple(value)
  return formatCount(value)
}

const tickOf = (unit: KpiUnit) =>
  unit === 'GBP' ? formatCompactGBP : (n: number) => formatKpi(n, unit)

/** The fund's KPIs (`fund-kpis`): one KPI over the periods as a chart, every KPI per period. */
export function FundKpisTab({ record }: RecordTabProps<Fund>) {
  const kpis = useQuery(fundKpisQuery(record.id))
  return (
    <StyledStack>
      <SectionHeading>KPIs</SectionHeading>
      <QueryStates query={kpis} loading="Loading the KPIs">
        {(rows) => <KpiFigures series={fundKpiSeries(rows)} />}
      </QueryStates>
    </StyledStack>
  )
}

function KpiFigures({ series }: { series: FundKpiSeries[] }) {
  const [chosen, setChosen] = useState(series[0]?.name ?? '')
  if (series.length === 0)
    return <EmptyState title="No KPIs yet" description="The fund has no KPIs reported yet." />
  const shown = series.find((s) => s.name === chosen) ?? series[0]!
  const periods = [...new Set(series.flatMap((s) => s.points.map((p) => p.period)))]
    .sort()
    .reverse()
  const valueAt = (s: FundKpiSeries, period: string) => {
    const p = s.points.find((x) => x.period === period)
    return p ? formatKpi(p.value, s.unit) : '—'
  }
  return (
    <>
      <SelectField
        label="KPI"
        name="kpi"
        options={series.map((s) => ({ value: s.name, label: s.name }))}
        value={shown.name}
        onChange={(e) => setChosen(e.target.value)}
      />
      <TimeSeriesFigure
        title={shown.name}
        points={shown.points.map((p) => ({ x: p.period, label: p.period, value: p.value }))}
        variant="line"
        xHeader="Period"
        valueHeader={shown.name}
        formatValue={(n) => formatKpi(n, shown.unit)}
        formatTick={tickOf(shown.unit)}
        height={260}
        level={3}
      />
      <DataTable
        caption="KPIs by period"
        showCaption
        rowKey={(p) => p}
        rows={periods}
        columns={[
          { id: 'period', header: 'Period', cell: (p) => p },
          ...series.map((s) => ({
            id: s.name,
            header: s.name,
            align: 'right' as const,
            cell: (p: string) => valueAt(s, p),
          })),
        ]}
      />
    </>
  )
}
