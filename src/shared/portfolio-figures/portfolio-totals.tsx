import { Fragment, type ReactNode } from 'react'
import { formatCount, formatGBP, formatSignedGBP } from '@/lib/format'
import { useTenantSettings, type PortfolioStat } from '@/lib/tenant'
import { StatCard, StatGrid } from '@/ui'
import type { InvestorStats } from '@/lib/resources'
import { ChangeFigure } from '@/ui/change-figure/change-figure'

/** "Total gain", "Total loss", or "Gain or loss" when even. */
export const totalChangeLabel = (amount: number) =>
  amount > 0 ? 'Total gain' : amount < 0 ? 'Total loss' : 'Gain or loss'

export type TotalsFigures = Pick<
  InvestorStats,
  'invested' | 'current_value' | 'change_absolute' | 'change_percent' | 'holdings_count'
>

export interface PortfolioTotalsProps {
  stats: TotalsFigures
  label: string
  /** Which figures in what order; by default the tenant's (Settings › Investor › Portfolio Stats). */
  shown?: readonly PortfolioStat[]
}

/** The headline figures of GET /api/stats/investor, as a list of terms and values. */
export function PortfolioTotals({ stats, label, shown }: PortfolioTotalsProps) {
  const chosen = useTenantSettings().portfolioStats
  const change = { amount: stats.change_absolute, percent: stats.change_percent }
  const cards: Record<PortfolioStat, ReactNode> = {
    invested: <StatCard label="Invested" value={formatGBP(stats.invested)} />,
    current_value: <StatCard label="Current value" value={formatGBP(stats.current_value)} />,
    change: (
      <StatCard
        label={totalChangeLabel(stats.change_absolute)}
        value={formatSignedGBP(stats.change_absolute)}
        detail={<ChangeFigure change={change} showAmount={false} />}
      />
    ),
    holdings: <StatCard label="Holdings" value={formatCount(stats.holdings_count)} />,
  }
  return (
    <section aria-label={label}>
      <StatGrid>
        {(shown ?? chosen).map((key) => (
          <Fragment key={key}>{cards[key]}</Fragment>
        ))}
      </StatGrid>
    </section>
  )
}
