import { formatGBP } from '@/lib/format'
import { ProgressBar, Stack, StatCard, StatGrid } from '@/ui'
import type { PaymentGroup, Totals } from '../model/payment-groups'

export interface CashCallTotalsProps {
  /** The opportunity: raised_amount (kept by the host) and target_amount. */
  record: Record<string, unknown>
  totals: Totals
  labels: Record<PaymentGroup, string>
}

const count = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`

/** Reserved, awaiting payment and received money, and the raise against the target. */
export function CashCallTotals({ record, totals, labels }: CashCallTotalsProps) {
  const raised = Number(record.raised_amount) || 0
  const target = Number(record.target_amount) || 0
  const percent = target > 0 ? (raised / target) * 100 : 0
  return (
    <StatGrid>
      <StatCard
        label="Reserved"
        value={formatGBP(totals.reserved.amount)}
        detail={count(totals.reserved.count, 'reservation')}
      />
      <StatCard
        label={labels.awaiting}
        value={formatGBP(totals.awaiting.amount)}
        detail={count(totals.awaiting.count, 'investor')}
      />
      <StatCard
        label={labels.received}
        value={formatGBP(totals.received.amount)}
        detail={count(totals.received.count, 'payment')}
      />
      <StatCard
        label="Raised"
        value={formatGBP(raised)}
        detail={
          target > 0 ? (
            <Stack $gap="xs" as="span">
              <span>
                of {formatGBP(target)} target ({Math.round(percent)}%)
              </span>
              <ProgressBar
                percent={percent}
                label="Raised against target"
                valueText={`${Math.round(percent)}% of target`}
              />
            </Stack>
          ) : (
            'No target set'
          )
        }
      />
    </StatGrid>
  )
}
