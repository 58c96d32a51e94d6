import { formatGBP } from '@/lib/format'
import { StatCard, StatGrid } from '@/ui'
import { formatSignedGBP, formatUnits } from '../model/format'
import type { Change } from '../model/valuation'
import { ChangeFigure } from '@/ui/change-figure/change-figure'
import { totalChangeLabel } from '@/shared/portfolio-figures'

export interface HoldingFiguresProps {
  label: string
  value: number
  invested: number
  /** "Shares" or "Units". */
  unitsLabel: string
  units: number
  change: Change
  investedLabel?: string
}

/** A holding's headline: what it is worth, what went in, how many shares, the gain or loss. */
export function HoldingFigures({
  label,
  value,
  invested,
  unitsLabel,
  units,
  change,
  investedLabel = 'Invested',
}: HoldingFiguresProps) {
  return (
    <section aria-label={label}>
      <StatGrid>
        <StatCard label="Current value" value={formatGBP(value)} />
        <StatCard label={investedLabel} value={formatGBP(invested)} />
        <StatCard label={unitsLabel} value={formatUnits(units)} />
        <StatCard
          label={totalChangeLabel(change.amount)}
          value={formatSignedGBP(change.amount)}
          detail={<ChangeFigure change={change} showAmount={false} />}
        />
      </StatGrid>
    </section>
  )
}
