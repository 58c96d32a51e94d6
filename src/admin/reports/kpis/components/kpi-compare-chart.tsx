import { Suspense } from 'react'
import styled from 'styled-components'
import { formatKpi, formatKpiTick } from '@/lib/format'
import { Card, SelectField, Stack } from '@/ui'
import { ChartGuard, LazyCompareBarChart } from '../charts/lazy-charts'
import type { Kpi } from '../model/kpi-grid'
import { barsFor, type CompanyRow } from '../model/portfolio'

export interface KpiCompareChartProps {
  period: string
  kpis: readonly Kpi[]
  kpi: Kpi
  rows: readonly CompanyRow[]
  onKpiChange: (id: number) => void
}

/** One chosen KPI across the companies for the period, as horizontal bars, highest first. */
export function KpiCompareChart({ period, kpis, kpi, rows, onKpiChange }: KpiCompareChartProps) {
  const bars = barsFor(kpi, rows)
  const format = (n: number) => formatKpi(n, kpi.unit)
  const height = Math.max(160, bars.length * 36 + 40)
  const summary =
    bars.length === 0
      ? 'No company reported it.'
      : `${bars.length} compan${bars.length === 1 ? 'y' : 'ies'}; highest ${bars[0].label} at ${format(bars[0].value)}` +
        (bars.length > 1
          ? `, lowest ${bars[bars.length - 1].label} at ${format(bars[bars.length - 1].value)}.`
          : '.')
  return (
    <Card title="Compare one KPI">
      <Stack>
        <StyledPicker>
          <SelectField
            label="KPI"
            value={String(kpi.id)}
            options={kpis.map((k) => ({ value: String(k.id), label: k.name }))}
            onChange={(e) => onKpiChange(Number(e.target.value))}
          />
        </StyledPicker>
        {bars.length === 0 ? (
          <StyledEmpty>
            No company reported {kpi.name} for {period}.
          </StyledEmpty>
        ) : (
          <div
            role="img"
            aria-label={`${kpi.name} by company, ${period}. Bar chart. ${summary}`}
            style={{ height }}
          >
            <ChartGuard
              fallback={
                <StyledEmpty>
                  The chart could not be drawn. The figures are in the table.
                </StyledEmpty>
              }
            >
              <Suspense fallback={null}>
                <LazyCompareBarChart
                  bars={bars}
                  height={height}
                  formatValue={format}
                  formatTick={(n) => formatKpiTick(n, kpi.unit)}
                />
              </Suspense>
            </ChartGuard>
          </div>
        )}
      </Stack>
    </Card>
  )
}

const StyledPicker = styled.div`
  max-width: 320px;
`

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colours.textMuted};
  text-align: center;
`
