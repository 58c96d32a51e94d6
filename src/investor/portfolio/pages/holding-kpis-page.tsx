import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useParams } from 'react-router-dom'
import { useTerm } from '@/lib/terminology'
import { Card, CardGrid, EmptyState, PageHeader, PageStack } from '@/ui'
import { holdingKpisQuery } from '../api/holding-queries'
import { TimeSeriesFigure } from '@/ui/charts'
import { KPI_TABLE_TITLE, KpiSummaryTable } from '../components/kpi-summary-table'
import { PageStates } from '@/ui'
import { useHolding } from '../hooks/use-holding'
import { formatKpi, formatKpiTick } from '@/lib/format'
import { kpiSeries } from '../model/kpi-series'
import { portfolioPaths } from '../model/paths'
import { PENNY } from '@/lib/format/axis-ticks'

/**
 * /investor/portfolio/{id}/reports/kpis: each KPI the company reports, one small chart per
 * KPI over its periods, then the latest values side by side.
 */
export function HoldingKpisPage() {
  const { id = '' } = useParams()
  const t = useTerm()
  const { query, opportunity } = useHolding(id)
  const reports = useQuery(holdingKpisQuery(id))
  const series = useMemo(() => kpiSeries(reports.data ?? []), [reports.data])
  const back = {
    to: `${portfolioPaths.holding(id)}?tab=reports`,
    label: opportunity ? `Back to ${opportunity.name}` : 'Back to the holding',
  }
  const title = opportunity ? `${opportunity.name} KPIs` : 'KPIs'

  if (!opportunity) return <PageStates query={query} header={{ title, back }} what="the holding" />
  if (!reports.data)
    return (
      <PageStates
        query={reports}
        header={{ title, back }}
        what={`the ${t('reports').toLowerCase()}`}
      />
    )
  return (
    <PageStack>
      <PageHeader
        back={back}
        title={title}
        description="Key performance indicators from the company's published reports, by period."
      />
      {series.length === 0 ? (
        <Card>
          <EmptyState
            title="No KPIs reported yet"
            description="KPI charts appear here once the company publishes its first KPI report."
          />
        </Card>
      ) : (
        <>
          <CardGrid $min="320px">
            {series.map((s) => (
              <TimeSeriesFigure
                key={s.id}
                title={s.name}
                points={s.points.map((p) => ({ x: p.period, label: p.period, value: p.value }))}
                variant="line"
                height={160}
                xHeader="Period"
                valueHeader={s.name}
                formatValue={(n) => formatKpi(n, s.unit)}
                formatTick={(n) => formatKpiTick(n, s.unit)}
                tickStep={s.unit === 'GBP' ? PENNY : undefined}
              />
            ))}
          </CardGrid>
          <Card title={KPI_TABLE_TITLE}>
            <KpiSummaryTable series={series} />
          </Card>
        </>
      )}
    </PageStack>
  )
}
