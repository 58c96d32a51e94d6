import { CardGrid } from '@/ui'
import type { InvestorStats } from '../api/portfolio-queries'
import { AllocationFigure, TimeSeriesFigure } from '@/ui/charts'
import { formatGBP } from '@/lib/format'
import { formatCompactGBP, formatDay, formatMonth } from '../model/format'
import { PENNY } from '@/lib/format/axis-ticks'

export const CHART_TITLES = {
  value: 'Portfolio value over time',
  sector: 'Allocation by sector',
  instrument: 'Allocation by instrument',
} as const

/** The charts of the portfolio page: value over time, then the two allocations side by side. */
export function PortfolioCharts({ stats }: { stats: InvestorStats }) {
  const points = stats.value_over_time.map((p) => ({
    x: p.date,
    label: formatDay(p.date),
    value: p.value,
  }))
  return (
    <>
      <TimeSeriesFigure
        title={CHART_TITLES.value}
        points={points}
        xHeader="Date"
        valueHeader="Value"
        formatValue={(n) => formatGBP(n)}
        formatTick={formatCompactGBP}
        tickStep={PENNY}
        formatX={formatMonth}
      />
      <CardGrid $min="480px">
        <AllocationFigure
          title={CHART_TITLES.sector}
          slices={stats.allocation_by_sector}
          noun="sector"
          labelHeader="Sector"
        />
        <AllocationFigure
          title={CHART_TITLES.instrument}
          slices={stats.allocation_by_instrument}
          noun="instrument"
          labelHeader="Instrument"
        />
      </CardGrid>
    </>
  )
}
