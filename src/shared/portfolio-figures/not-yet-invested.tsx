import { formatCount, formatGBP } from '@/lib/format'
import type { NotYetInvested } from '@/lib/investments/invested-money'
import { useTerm } from '@/lib/terminology'
import { StatCard, StatGrid } from '@/ui'
import type { InvestorStats } from '@/lib/resources'

const RESERVED_LABEL = 'Reserved'

/**
 * "Awaiting payment": the tenant's word for it (SPEC §9, "Awaiting Payment" by default) as a
 * figure's label, in sentence case like the figures beside it.
 */
function awaitingPaymentLabel(term: string): string {
  const words = term.trim().toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * The host's `not_yet_invested` figures in the portal's shape. A host that leaves them out
 * (or sends something else) reports none, so nothing is shown rather than a made-up figure.
 */
export function notYetInvestedOf(stats: Pick<InvestorStats, 'not_yet_invested'>): NotYetInvested {
  const n: Partial<InvestorStats['not_yet_invested']> = stats.not_yet_invested ?? {}
  return {
    reserved: n.reserved ?? 0,
    reservedCount: n.reserved_count ?? 0,
    awaitingPayment: n.awaiting_payment ?? 0,
    awaitingPaymentCount: n.awaiting_payment_count ?? 0,
  }
}

export const hasNotYetInvested = (n: NotYetInvested) =>
  n.reservedCount > 0 || n.awaitingPaymentCount > 0

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`

/**
 * Money on its way in, apart from what is invested: reservations (and requests) and cash
 * calls not yet paid. Never part of "Invested", the value or the gain or loss (issue 25).
 * Shows nothing when there is none.
 */
export function NotYetInvestedFigures({
  figures,
  label,
  format = formatGBP,
}: {
  figures: NotYetInvested
  label: string
  format?: (amount: number) => string
}) {
  const t = useTerm()
  if (!hasNotYetInvested(figures)) return null
  return (
    <section aria-label={label}>
      <StatGrid>
        <StatCard
          label={RESERVED_LABEL}
          value={format(figures.reserved)}
          detail={plural(figures.reservedCount, 'reservation', 'reservations')}
        />
        <StatCard
          label={awaitingPaymentLabel(t('awaiting_payment'))}
          value={format(figures.awaitingPayment)}
          detail={plural(figures.awaitingPaymentCount, 'cash call', 'cash calls')}
        />
      </StatGrid>
    </section>
  )
}
