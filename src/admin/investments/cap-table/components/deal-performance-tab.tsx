import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { RecordTabProps } from '@/admin/kit/records'
import { TimeSeriesFigure } from '@/ui/charts'
import { formatGBP, formatPercent, formatUnits } from '@/lib/format'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import {
  Button,
  CardGrid,
  DataTable,
  EmptyState,
  PageStack,
  QueryStates,
  SectionHeader,
  SectionHeading,
} from '@/ui'
import { dealMetricsQuery } from '../api/deal-metrics'
import { dealPeriods, metricSeries, periodLabel, type DealPeriod } from '../model/deal-series'
import { AddDealFiguresForm } from './add-deal-figures-form'
import { GBP_CHART } from './chart-presets'

/**
 * A deal's company over time: revenue and EBITDA by period as charts, every figure as a table,
 * and for staff who may change deals a form to add a period's figures.
 */
export function DealPerformanceTab({ record }: RecordTabProps) {
  const query = useQuery(dealMetricsQuery(record.id))
  const role = useCurrentUser().user?.role_id
  // A period is a new row under the deal: the host asks for create, and changing a deal is update.
  const mayAdd = can(role, 'pipeline_deals', 'update') && can(role, 'pipeline_deals', 'create')
  const [adding, setAdding] = useState(false)
  return (
    <PageStack>
      <SectionHeader>
        <SectionHeading>Performance</SectionHeading>
        {mayAdd && !adding ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add figures
          </Button>
        ) : null}
      </SectionHeader>
      {mayAdd && adding ? (
        <AddDealFiguresForm dealId={record.id} onDone={() => setAdding(false)} />
      ) : null}
      <QueryStates query={query} loading="Loading the company's figures">
        {(page) => {
          const periods = dealPeriods(page.data)
          return periods.length === 0 ? (
            <EmptyState
              title="No figures yet"
              description={
                mayAdd
                  ? "Add the company's revenue and EBITDA for a period to start its history."
                  : "The company's figures appear here once they are added."
              }
            />
          ) : (
            <Figures periods={periods} />
          )
        }}
      </QueryStates>
    </PageStack>
  )
}

const CHARTS = [
  { title: 'Revenue', noun: 'revenue', pick: (p: DealPeriod) => p.revenue, variant: 'area' },
  { title: 'EBITDA', noun: 'EBITDA', pick: (p: DealPeriod) => p.ebitda, variant: 'line' },
] as const

function Figures({ periods }: { periods: DealPeriod[] }) {
  return (
    <>
      <CardGrid $min="420px">
        {CHARTS.map(({ title, noun, pick, variant }) => (
          <TimeSeriesFigure
            key={title}
            title={title}
            points={metricSeries(periods, pick)}
            {...GBP_CHART}
            variant={variant}
            xHeader="Period ending"
            valueHeader={title}
            formatX={periodTick}
            emptyText={`No ${noun} recorded.`}
          />
        ))}
      </CardGrid>
      <DataTable
        caption="Company figures by period"
        showCaption
        rowKey={(p) => p.id}
        rows={[...periods].reverse()}
        columns={[
          { id: 'period', header: 'Period ending', cell: (p) => periodLabel(p.period) },
          {
            id: 'revenue',
            header: 'Revenue',
            align: 'right',
            cell: (p) => formatGBP(p.revenue, { empty: '—' }),
          },
          {
            id: 'ebitda',
            header: 'EBITDA',
            align: 'right',
            cell: (p) => formatGBP(p.ebitda, { empty: '—' }),
          },
          {
            id: 'margin',
            header: 'Gross margin',
            align: 'right',
            cell: (p) => (p.grossMargin === null ? '—' : formatPercent(p.grossMargin)),
          },
          {
            id: 'employees',
            header: 'Employees',
            align: 'right',
            cell: (p) => (p.employees === null ? '—' : formatUnits(p.employees)),
          },
          { id: 'notes', header: 'Notes', cell: (p) => p.notes ?? '' },
        ]}
      />
    </>
  )
}

/** Year ends read as the year ("2025"); other period ends as the full date. */
const periodTick = (x: string) => (x.endsWith('-12-31') ? x.slice(0, 4) : periodLabel(x))
