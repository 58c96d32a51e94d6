import { formatGBP } from '../../../lib/format'
import { StatCard, StatGrid } from '../../../ui'
import type { InvestorStats } from '../api/portfolio-queries'
import { formatSignedGBP } from '../model/format'
import { ChangeFigure } from './change-figure'

/** "Total gain", "Total loss", or "Gain or loss" when even. */
export const totalChangeLabel = (amount: number) =>
  amount > 0 ? 'Total gain' : amount < 0 ? 'Total loss' : 'Gain or loss'

/** The headline figures of GET /api/stats/investor, as a list of terms and values. */
export function PortfolioTotals({ stats, label }: { stats: InvestorStats; label: string }) {
  const change = { amount: stats.change_absolute, percent: stats.change_percent }
  return (
    <section aria-label={label}>
      <StatGrid>
        <StatCard label="Invested" value={formatGBP(stats.invested)} />
        <StatCard label="Current value" value={formatGBP(stats.current_value)} />
        <StatCard
          label={totalChangeLabel(stats.change_absolute)}
          value={formatSignedGBP(stats.change_absolute)}
          detail={<ChangeFigure change={change} showAmount={false} />}
        />
        <StatCard label="Holdings" value={stats.holdings_count.toLocaleString('en-GB')} />
      </StatGrid>
    </section>
  )
}
