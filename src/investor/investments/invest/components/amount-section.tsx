import { Card, MoneyField } from '@/ui'
import { limitsHint } from '../model/amount-rules'
import type { SectionProps } from './section-props'

/** The amount, with the opportunity's minimum, maximum and increment in its hint. */
export function AmountSection({ setup, values, errorFor, change }: SectionProps) {
  return (
    <Card title="Amount">
      <MoneyField
        label="Investment amount"
        name="amount"
        hint={limitsHint(setup.limits) || undefined}
        value={values.amount}
        error={errorFor('amount')}
        onChange={(amount) => change({ amount }, 'amount')}
      />
    </Card>
  )
}
