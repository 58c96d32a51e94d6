import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { formatKpi } from '@/lib/format'
import { saveFile } from '@/lib/resources'
import {
  Card,
  DataTable,
  EmptyState,
  ExportButton,
  SelectField,
  type Column,
  type SortState,
} from '@/ui'
import { kpiCategoriesQuery } from '../api/kpi-queries'
import { groupKpis, type Kpi } from '../model/kpi-grid'
import {
  companiesFor,
  comparisonCsv,
  defaultPeriod,
  kpiHeading,
  portfolioPeriods,
  sortRows,
  type CompanyRow,
} from '../model/portfolio'
import { KpiCompareChart } from './kpi-compare-chart'

/** One period's KPIs, company by company: filters, the table (and its CSV) and the chart. */
export function KpiComparison({
  kpis,
  reports,
  periods,
}: {
  kpis: Kpi[]
  reports: Parameters<typeof companiesFor>[0]
  periods: ReturnType<typeof portfolioPeriods>
}) {
  const [params, setParams] = useSearchParams()
  const [sort, setSort] = useState<SortState | null>({ id: 'company', direction: 'asc' })
  const period =
    periods.find((p) => p.period === params.get('period'))?.period ?? defaultPeriod(periods)!
  const categories = useQuery(kpiCategoriesQuery)
  const groups = groupKpis(kpis, categories.data)
  const category = groups.some((g) => g.category === params.get('category'))
    ? params.get('category')!
    : ''
  const shown = category
    ? groups.find((g) => g.category === category)!.kpis
    : groups.flatMap((g) => g.kpis)
  const chartKpi = shown.find((k) => String(k.id) === params.get('kpi')) ?? shown[0]
  const rows = useMemo(() => companiesFor(reports, period), [reports, period])
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort])

  const setParam = (key: string, value: string) =>
    setParams(
      (p) => {
        if (value) p.set(key, value)
        else p.delete(key)
        return p
      },
      { replace: true },
    )

  const columns: Column<CompanyRow>[] = [
    {
      id: 'company',
      header: 'Company',
      sortable: true,
      cell: (r) => <StyledName>{r.name}</StyledName>,
    },
    ...shown.map((k): Column<CompanyRow> => ({
      id: String(k.id),
      header: kpiHeading(k),
      sortable: true,
      align: 'right',
      cell: (r) => {
        const v = r.values.get(k.id)
        return v === undefined ? <span aria-label="Not reported">—</span> : formatKpi(v, k.unit)
      },
    })),
  ]

  const exportCsv = async () => {
    const csv = comparisonCsv(period, shown, sorted)
    saveFile(new Blob([csv], { type: 'text/csv' }), `kpi-portfolio-${period}.csv`)
  }

  return (
    <>
      <StyledFilters aria-label="Comparison filters">
        <SelectField
          label="Period"
          value={period}
          options={periods.map((p) => ({
            value: p.period,
            label: `${p.period} (${p.companies} compan${p.companies === 1 ? 'y' : 'ies'})`,
          }))}
          onChange={(e) => setParam('period', e.target.value)}
        />
        <SelectField
          label="Category"
          value={category}
          options={[
            { value: '', label: 'All categories' },
            ...groups.map((g) => ({ value: g.category, label: g.label })),
          ]}
          onChange={(e) => setParam('category', e.target.value)}
        />
      </StyledFilters>
      <Card
        title={`Companies and KPIs, ${period}`}
        actions={
          <ExportButton onExport={exportCsv} disabled={rows.length === 0}>
            Export CSV
          </ExportButton>
        }
      >
        {shown.length > 3 ? (
          <StyledNote>
            {shown.length} KPIs: scroll the table sideways for them all; the company stays in view.
          </StyledNote>
        ) : null}
        <StyledTableFrame>
          <DataTable
            caption={`KPIs by company, ${period}`}
            rowKey={(r) => r.id}
            rows={sorted}
            columns={columns}
            sort={sort}
            onSortChange={setSort}
            empty={
              <EmptyState
                title={`No KPI reports for ${period}`}
                description="Choose another period."
              />
            }
          />
        </StyledTableFrame>
        <StyledNote>
          {rows.length} compan{rows.length === 1 ? 'y' : 'ies'} reported for {period}. A dash means
          the company did not report that KPI.
        </StyledNote>
      </Card>
      {chartKpi ? (
        <KpiCompareChart
          period={period}
          kpis={shown}
          kpi={chartKpi}
          rows={rows}
          onKpiChange={(id) => setParam('kpi', String(id))}
        />
      ) : null}
    </>
  )
}

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 240px));
  gap: ${({ theme }) => theme.space.md};
`

/**
 * Around the table's own scroller (one scroller, not two): the company column stays in view
 * while the KPIs scroll past it, and headers wrap so more KPIs fit before it has to scroll.
 */
const StyledTableFrame = styled.div`
  min-width: 0;

  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colours.surface};
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.colours.border};
  }

  th:first-child {
    background: ${({ theme }) => theme.colours.surfaceSubtle};
  }

  th {
    min-width: 6.5rem;
    white-space: normal;
    vertical-align: bottom;
  }

  /* A figure ("36.5 months") reads as one. */
  td:not(:first-child) {
    white-space: nowrap;
  }
`

// Long names wrap on a phone, so a KPI column or two stays in view beside them.
const StyledName = styled.span`
  display: inline-block;
  min-width: 140px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
